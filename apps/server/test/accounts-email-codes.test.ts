// E-mailed codes (spec 1 §5 OTP, §7 Request e-mail OTP, Verify OTP, Update e-mail): the same answer
// and the same work whether or not an account exists; verifying and changing the e-mail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordMutation,
  meQuery,
  requestEmailCodeMutation,
  updateEmailMutation,
  verifyEmailCodeMutation,
  type UserResult,
} from './support/account-operations.ts';
import { uniqueEmail } from './support/account-client.ts';
import { statementLog } from './support/statement-count.ts';
import {
  firstError,
  mailedCode,
  signIn,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
} from './support/accounts.ts';

const NEW_PASSWORD = 'Brand-New-Lantern-7?';

/**
 * The SQL statements of each request, to compare the work of two; a background job's (the pending game
 * events sweep) are not the request's (run 23 counted a sweep that ran meanwhile).
 */
const statements = statementLog();

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer({ logger: statements.logger });
});
afterAll(() => server.close());

describe('the same answer whether or not an account exists', () => {
  async function request(email: string, purpose: 'RESET_PASSWORD' | 'SIGN_UP') {
    const { status, body } = await server
      .client()
      .graphql(requestEmailCodeMutation, { email, purpose });
    return { status, body, work: statements.queriesOfLatestRequest() };
  }

  it.each(['RESET_PASSWORD', 'SIGN_UP'] as const)(
    '%s: same status, body and database work; mail only as the purpose says',
    async (purpose) => {
      const existing = uniqueEmail('exists');
      await signUp(server, server.client(), existing);
      const unknown = uniqueEmail('unknown');
      const seen = server.inbox.count(existing);

      const forExisting = await request(existing, purpose);
      const forUnknown = await request(unknown, purpose);
      expect(forUnknown.status).toBe(forExisting.status);
      expect(forUnknown.body).toEqual(forExisting.body);
      expect(forUnknown.work).toEqual(forExisting.work);
      expect(forExisting.work.length).toBeGreaterThan(0);

      await server.inbox.next(existing, seen);
      if (purpose === 'SIGN_UP') await server.inbox.next(unknown);
      else expect(server.inbox.count(unknown)).toBe(0);
    },
  );

  it('sends nothing when recovering an unknown e-mail, and its code never works', async () => {
    const unknown = uniqueEmail('ghost');
    const visitor = server.client();
    await visitor.graphql(requestEmailCodeMutation, { email: unknown, purpose: 'RESET_PASSWORD' });
    // Signal, not time: every mail the request dispatched has been accepted by the inbox.
    await server.app.services.mail.drain();
    expect(server.inbox.count(unknown)).toBe(0);
    const { body } = await visitor.graphql(changePasswordMutation, {
      email: unknown,
      password: NEW_PASSWORD,
      code: '123456',
    });
    expect(firstError(body).code).toBe('invalid-code');
  });
});

describe('verify and change e-mail', () => {
  it('changes the e-mail with a CHANGE_EMAIL code sent to the new address', async () => {
    const player = server.client();
    await signUp(server, player, uniqueEmail('before'));
    const next = uniqueEmail('after');
    const code = await mailedCode(server, player, next, 'CHANGE_EMAIL');
    const { body } = await player.graphql(updateEmailMutation, { data: { email: next, code } });
    expect(body.data?.['updateEmail']).toMatchObject({ email: next, emailVerified: true });
    await signIn(server.client(), next);
  });

  it('verifies the e-mail with updateEmailOnVerified, for the signed-in player only', async () => {
    const player = server.client();
    const email = uniqueEmail('verify');
    const payload = await signUp(server, player, email);
    await server.handle.db.execute(
      sql`update users set email_verified_at = null where id = ${payload.userId}`,
    );
    const code = await mailedCode(server, player, email, 'VERIFY_EMAIL');
    const stranger = server.client();
    const anonymous = await stranger.graphql(verifyEmailCodeMutation, {
      email,
      code,
      purpose: 'VERIFY_EMAIL',
      updateEmailOnVerified: true,
    });
    expect(firstError(anonymous.body).code).toBe('unauthenticated');
    const { body } = await player.graphql(verifyEmailCodeMutation, {
      email,
      code,
      purpose: 'VERIFY_EMAIL',
      updateEmailOnVerified: true,
    });
    expect(body).toEqual({ data: { verifyEmailCode: true } });
    const me = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(me.emailVerified).toBe(true);
  });

  it('asks for sign-in before sending a VERIFY_EMAIL or CHANGE_EMAIL code', async () => {
    const { body } = await server.client().graphql(requestEmailCodeMutation, {
      email: uniqueEmail('anon'),
      purpose: 'CHANGE_EMAIL',
    });
    expect(firstError(body).code).toBe('unauthenticated');
  });
});
