// Input hygiene at one edge (issue 27): every non-GraphQL route refuses control characters and text
// that is not valid Unicode (the rule: src/input-text.ts) in its path parameters, query string and
// parsed body with 400 `invalid-input`, before its handler reads them, the way /graphql refuses them in
// its arguments (graphql/control-characters.ts). Raw bodies (a studio's signed batch, Stripe's webhook)
// are bytes to their route: the game-progress API refuses such text per event (event-batch.ts).
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, holdsForbiddenText } from '#input-text.ts';

export function registerInputHygiene(
  app: FastifyInstance,
  { graphqlPath }: { graphqlPath: string },
) {
  // Callback style: no promise per request (issue 28's floor).
  app.addHook('preHandler', (request, reply, done) => {
    if (
      request.routeOptions.url === graphqlPath ||
      !(
        holdsForbiddenText(request.params) ||
        holdsForbiddenText(request.query) ||
        holdsForbiddenText(request.body)
      )
    )
      return done();
    reply.code(400).send({
      code: 'invalid-input',
      message: CONTROL_CHARACTERS_MESSAGE,
      requestId: request.id,
    });
  });
}
