// Password recovery (spec 1 §4: email, otp, newPassword; §7 Change password) through a real mail: the
// 6-digit code works for 10 minutes, once, and dies after 50 wrong tries from anywhere.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '#db/schema/email-codes.ts';
import {
  changePasswordMutation,
  meQuery,
  signInMutation,
  verifyEmailCodeMutation,
} from './support/account-operations.ts';
import { uniqueEmail } from './support/account-client.ts';
import {
  firstError,
  mailedCode,
  signIn,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';

const NEW_PASSWORD = 'Brand-New-Lantern-7?';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const INVALID_CODE = 'This code is invalid or has expired. Please try again.';
const LOCKED_CODE = 'Too many wrong codes. Please request a new code.';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('email, otp, newPassword: the mailed code sets the password and ends every session', async () => {
    const email = uniqueEmail('recover');
    const player = server.client();
    await signUp(server, player, email);

    const visitor = server.client();
    const code = await mailedCode(server, visitor, email, 'RESET_PASSWORD');
    const mail = await server.inbox.next(email, 1);
    expect(mail.subject).toBe('Reset your LevelUp password');

    // The otp step checks the code without using it up.
    const checked = await visitor.graphql(verifyEmailCodeMutation, {
      email,
      code,
      purpose: 'RESET_PASSWORD',
    });
    expect(checked.body).toEqual({ data: { verifyEmailCode: true } });
    const changed = await visitor.graphql(changePasswordMutation, {
      email,
      password: NEW_PASSWORD,
      code,
    });
    expect(changed.body).toEqual({ data: { changePassword: true } });

    expect(firstError((await player.graphql(meQuery)).body).code).toBe('unauthenticated');
    const old = await visitor.graphql(signInMutation, { email, password: STRONG_PASSWORD });
    expect(firstError(old.body).code).toBe('invalid-credentials');
    await signIn(visitor, email, NEW_PASSWORD);

    const reused = await visitor.graphql(changePasswordMutation, {
      email,
      password: STRONG_PASSWORD,
      code,
    });
    expect(firstError(reused.body).code).toBe('invalid-code');
  });

  it('applies the password rules to the new password', async () => {
    const email = uniqueEmail('weak');
    await signUp(server, server.client(), email);
    const visitor = server.client();
    const code = await mailedCode(server, visitor, email, 'RESET_PASSWORD');
    const { body } = await visitor.graphql(changePasswordMutation, {
      email,
      password: 'Qwerty123!',
      code,
    });
    expect(firstError(body)).toEqual({
      code: 'invalid-input',
      message: 'This password is too common. Please choose another one.',
    });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    await signUp(server, server.client(), email);
    const visitor = server.client();
    const code = await mailedCode(server, visitor, email, 'RESET_PASSWORD');
    await server.handle.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, 'RESET_PASSWORD')));
    const { body } = await visitor.graphql(changePasswordMutation, {
      email,
      password: NEW_PASSWORD,
      code,
    });
    expect(firstError(body)).toEqual({
      code: 'invalid-code',
      message: 'This code is invalid or has expired. Please try again.',
    });
  });

  it('kills a code after 50 wrong tries from anywhere; a new code works', async () => {
    const email = uniqueEmail('locked');
    await signUp(server, server.client(), email);
    const owner = server.client();
    const code = await mailedCode(server, owner, email, 'RESET_PASSWORD');
    const attempt = (client: ReturnType<AccountsTestServer['client']>, tryCode: string) =>
      client.graphql(verifyEmailCodeMutation, { email, code: tryCode, purpose: 'RESET_PASSWORD' });
    // One (e-mail, IP) may make 10 tries (rate-limit/auth-limits.ts): five attackers are needed.
    const answers = [];
    for (let attacker = 0; attacker < 5; attacker += 1) {
      const client = server.client();
      for (let wrong = 1; wrong <= 10; wrong += 1)
        answers.push(firstError((await attempt(client, otherCode(code))).body).message);
    }
    expect(answers.slice(0, 49).every((message) => message === INVALID_CODE)).toBe(true);
    expect(answers[49]).toBe(LOCKED_CODE);
    expect(firstError((await attempt(owner, code)).body).message).toBe(LOCKED_CODE);
    const fresh = await mailedCode(server, owner, email, 'RESET_PASSWORD');
    expect((await attempt(owner, fresh)).body).toEqual({ data: { verifyEmailCode: true } });
  });
});
