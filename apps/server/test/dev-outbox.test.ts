// Without SMTP_URL, mails go to FILES_DIR/outbox (.eml files) and GET /dev/outbox lists them, so a
// developer and the end-to-end tests can read codes (issue 3 Build 5).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEmailCodeMutation } from './support/account-operations.ts';
import { createAccountClient, uniqueEmail } from './support/account-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type OutboxEntry = { to: string; subject: string; text: string; templateId: string | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The outbox entry of `email`, once every mail dispatched so far is written (the mailer drained). */
async function outboxFor(email: string): Promise<OutboxEntry> {
  await server.app.services.mail.drain();
  const entries = (await (await fetch(`${server.url}/dev/outbox`)).json()) as OutboxEntry[];
  const entry = entries.find((candidate) => candidate.to === email);
  if (!entry) throw new Error(`No outbox mail to ${email}`);
  return entry;
}

describe('the dev outbox', () => {
  it('keeps each mail as an .eml file and lists it with subject, recipient and text', async () => {
    const email = uniqueEmail('outbox');
    const { body } = await createAccountClient(server.url).graphql(requestEmailCodeMutation, {
      email,
      purpose: 'SIGN_UP',
    });
    expect(body).toEqual({ data: { requestEmailCode: true } });

    const entry = await outboxFor(email);
    expect(entry).toMatchObject({
      subject: 'Your LevelUp sign-up code',
      templateId: 'levelup-otp-v1',
    });
    expect(entry.text).toMatch(/^\d{6}$/m);

    const folder = path.join(server.filesDir, 'outbox');
    const emls = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
    expect(emls).toHaveLength(1);
    const raw = await readFile(path.join(folder, emls[0] ?? ''), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toMatch(/^X-Template-ID: levelup-otp-v1$/im);
  });
});
