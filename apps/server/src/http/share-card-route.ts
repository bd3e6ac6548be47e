// GET /share/challenges/{base64 user challenge id}.png (spec 2 §7 Sharing): the social card of a
// collected challenge reward, public and cached; 404 for anything else.
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import {
  loadShareCard,
  renderShareCard,
  userChallengeIdOf,
} from '#modules/challenges/share-card.ts';

export const SHARE_CARD_PREFIX = '/share/challenges/';

export function registerShareCardRoute(
  app: FastifyInstance,
  { db, productName }: { db: Database; productName: string },
): void {
  app.get<{ Params: { card: string } }>(`${SHARE_CARD_PREFIX}:card`, async (request, reply) => {
    const match = /^(.+)\.png$/.exec(request.params.card);
    const id = match?.[1] ? userChallengeIdOf(decodeURIComponent(match[1])) : null;
    const card = id === null ? null : await loadShareCard(db, id);
    if (!card) return reply.code(404).send({ code: 'not-found', message: 'No such card.' });
    const png = await renderShareCard(productName, card);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png);
  });
}
