// E-mail sign-up (spec 1 §4 Sign-up / sign-in, §5 password rules, §7 Sign up with e-mail; spec 2 §5
// referral codes): the code comes from a real mail, and a failed sign-up leaves no player row.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import {
  meQuery,
  requestEmailCodeMutation,
  signUpMutation,
  type UserResult,
} from './support/account-operations.ts';
import { uniqueEmail } from './support/account-client.ts';
import { codeOf } from './support/smtp-inbox.ts';
import {
  firstError,
  mailedCode,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

async function userRows(email: string): Promise<number> {
  const [row] = await server.handle.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, email));
  return row?.n ?? 0;
}

describe('signUpWithEmail', () => {
  it('creates a verified player with the code from the mail and starts a session', async () => {
    const client = server.client();
    const email = uniqueEmail('Sign.Up');
    const payload = await signUp(server, client, email.toUpperCase(), {
      fingerprint: 'visitor-123',
    });
    expect(payload).toMatchObject({ isNewUser: true, refreshToken: null });
    expect(payload.token).toBe(payload.accessToken);
    expect(payload.user).toMatchObject({
      email: email.toLowerCase(),
      emailVerified: true,
      hasPassword: true,
      username: null,
      gold: 0,
      playpoints: 0,
      publisherUser: null,
      userFlags: { has_migrated_to_sso: true },
    });
    expect(payload.user.discriminator).toMatch(/^\d{4}$/);
    expect(payload.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(client.refreshCookie).not.toBeNull();

    const { body } = await client.graphql(meQuery);
    expect((body.data?.['me'] as UserResult).id).toBe(payload.userId);
  });

  it('sends plain text and HTML with the code, the product name and the season template id', async () => {
    const client = server.client();
    const email = uniqueEmail('mail');
    await client.graphql(requestEmailCodeMutation, { email, purpose: 'SIGN_UP' });
    const mail = await server.inbox.next(email);
    expect(mail.subject).toBe('Your LevelUp sign-up code');
    expect(mail.templateId).toBe('levelup-otp-v1');
    expect(mail.html).toContain(codeOf(mail));
    expect(mail.text).toContain('expires in 10 minutes');

    await client.graphql(requestEmailCodeMutation, {
      email,
      purpose: 'SIGN_UP',
      emailTemplateId: 'nebula-guild-otp-v1',
    });
    expect((await server.inbox.next(email, 1)).templateId).toBe('nebula-guild-otp-v1');
  });

  it('accepts a 64-character password', async () => {
    const password = `${'Long-passphrase-'.repeat(3)}with-Digits-42!`.padEnd(64, 'x');
    expect(password).toHaveLength(64);
    await signUp(server, server.client(), uniqueEmail('long'), { password });
  });

  it.each([
    ['too short', 'Ab1!'],
    ['without upper case', 'lower-case-only-42!'],
    ['without a symbol', 'NoSymbolsHere42'],
    ['longer than 256 characters', `Aa1!${'x'.repeat(253)}`],
    ['a common breached password', 'Password123!'],
  ])('refuses a password %s and leaves no row', async (_case, password) => {
    const client = server.client();
    const email = uniqueEmail('rules');
    const code = await mailedCode(server, client, email, 'SIGN_UP');
    const { body } = await client.graphql(signUpMutation, { input: { email, password, code } });
    expect(firstError(body).code).toBe('invalid-input');
    expect(await userRows(email)).toBe(0);
  });

  it('refuses a wrong code and leaves no row', async () => {
    const client = server.client();
    const email = uniqueEmail('wrong');
    const code = await mailedCode(server, client, email, 'SIGN_UP');
    const wrong = code === '000000' ? '111111' : '000000';
    const { body } = await client.graphql(signUpMutation, {
      input: { email, password: STRONG_PASSWORD, code: wrong },
    });
    expect(firstError(body).code).toBe('invalid-code');
    expect(await userRows(email)).toBe(0);
    expect(client.refreshCookie).toBeNull();
  });

  it('refuses an unknown referral code with the spec text and creates nothing', async () => {
    const client = server.client();
    const email = uniqueEmail('referral');
    const code = await mailedCode(server, client, email, 'SIGN_UP');
    const { body } = await client.graphql(signUpMutation, {
      input: { email, password: STRONG_PASSWORD, code, referralCode: 'NOSUCH99' },
    });
    expect(firstError(body)).toEqual({
      code: 'invalid-referral-code',
      message: 'This referral code does not exist!',
    });
    expect(await userRows(email)).toBe(0);
    // The code was not used up: the sign-up can go on without the bad referral.
    const retry = await client.graphql(signUpMutation, {
      input: { email, password: STRONG_PASSWORD, code },
    });
    expect(retry.body.errors).toBeUndefined();
  });

  it('records the referrer of a valid referral code, in any case', async () => {
    const friend = await signUp(server, server.client(), uniqueEmail('friend'));
    const email = uniqueEmail('invited');
    const invited = await signUp(server, server.client(), email, {
      referralCode: friend.user.referralCode.toLowerCase(),
    });
    const [row] = await server.handle.db
      .select({ referredBy: users.referredByUserId })
      .from(users)
      .where(eq(users.id, invited.userId));
    expect(row?.referredBy).toBe(friend.userId);
  });

  it('does not reveal an existing account: the generic code error, and a mail to the owner only', async () => {
    const email = uniqueEmail('taken');
    await signUp(server, server.client(), email);
    const stranger = server.client();
    const seen = server.inbox.count(email);
    const { body: requested } = await stranger.graphql(requestEmailCodeMutation, {
      email,
      purpose: 'SIGN_UP',
    });
    expect(requested).toEqual({ data: { requestEmailCode: true } });
    const mail = await server.inbox.next(email, seen);
    expect(mail.subject).toBe('You already have a LevelUp account');
    expect(mail.text).not.toMatch(/^\d{6}$/m);

    const { body } = await stranger.graphql(signUpMutation, {
      input: { email, password: STRONG_PASSWORD, code: '123456' },
    });
    expect(firstError(body).code).toBe('invalid-code');
    expect(await userRows(email)).toBe(1);
  });

  it('refuses a malformed e-mail as invalid input', async () => {
    const { body } = await server.client().graphql(requestEmailCodeMutation, {
      email: 'not-an-email',
      purpose: 'SIGN_UP',
    });
    expect(firstError(body)).toEqual({
      code: 'invalid-input',
      message: 'Please enter a valid e-mail address.',
    });
  });
});
