// POST /api/analytics (issue 14 Build 6; spec 1 §4 "identified for analytics (refreshed only after
// 24 h)"): the web's default analytics sink, first-party. It writes each event to the server log at
// info level — who (the bearer token's player, never an id the body claims), what, and a few
// properties — and keeps nothing else. A deployment that wants a vendor plugs another sink in the web.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sessions } from '#modules/accounts/sessions.ts';
import { bearerToken } from './bearer.ts';

export const ANALYTICS_PATH = '/api/analytics';

const propertyValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const eventSchema = z.strictObject({
  type: z.enum(['identify', 'track']),
  /** A track event's name, e.g. sign-in-failed; identify has none. */
  name: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(64)
    .optional(),
  properties: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), propertyValue)
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 properties')
    .default({}),
});
const bodySchema = z.strictObject({ events: z.array(eventSchema).min(1).max(20) });

export function registerAnalyticsRoute(
  app: FastifyInstance,
  {
    sessions,
    rateLimit,
  }: { sessions: Sessions; rateLimit: { max: number; timeWindow: string } | undefined },
): void {
  app.post(ANALYTICS_PATH, {
    bodyLimit: 16 * 1024,
    config: rateLimit ? { rateLimit } : {},
    handler: async (request, reply) => {
      const parsed = bodySchema.safeParse(request.body);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ code: 'invalid-input', message: 'These analytics events are not valid.' });
      const viewer = await sessions.viewer(bearerToken(request));
      const userId = viewer && viewer !== 'invalid' ? viewer.userId : null;
      for (const event of parsed.data.events)
        request.log.info({ analytics: { ...event, userId } }, `analytics ${event.type}`);
      return reply.code(204).send();
    },
  });
}
