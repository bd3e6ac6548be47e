// The default mail delivery without SMTP_URL: every message is written to FILES_DIR/outbox as an .eml
// file (nodemailer's stream transport) plus a .json summary that GET /dev/outbox lists.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export type OutboxEntry = {
  id: string;
  date: string;
  to: string;
  subject: string;
  text: string;
  templateId: string | null;
};

export function createOutboxMailer({
  from,
  outboxDir,
}: {
  from: string;
  outboxDir: string;
}): Mailer {
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.templateId ? { 'X-Template-Id': message.templateId } : {},
      });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = {
        id,
        date: date.toISOString(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        templateId: message.templateId,
      };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    close: () => transport.close(),
  };
}

/** The outbox, newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => []);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry,
      ),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
