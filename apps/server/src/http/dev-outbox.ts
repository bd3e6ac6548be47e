// GET /dev/outbox (development and tests only, never in production): the mails the outbox transport
// kept, newest first, so a developer and the end-to-end tests can read sign-up and recovery codes.
import type { FastifyInstance } from 'fastify';
import { readOutbox } from '#mail/outbox.ts';

export const DEV_OUTBOX_PATH = '/dev/outbox';

export function registerDevOutbox(app: FastifyInstance, outboxDir: string): void {
  app.get(DEV_OUTBOX_PATH, async () => {
    const entries = await readOutbox(outboxDir);
    return entries.map(({ id, date, to, subject, text, templateId }) => ({
      id,
      date,
      to,
      subject,
      text,
      templateId,
    }));
  });
}
