// A referral through third-party sign-in (issue 14 Build 1 "used at sign-up (also through third-party
// sign-in)"; spec 2 §8 invalid-referral-code): /{provider}/authorize?referral_code=... keeps the code in
// the sealed sign-in state, and the player the callback creates is referred (pending); an unknown code
// creates nobody and comes back as invalid-referral-code; an existing player is never referred.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '#db/schema/referrals.ts';
import { users } from '#db/schema/users.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { telegramLoginHash } from '#modules/third-party-auth/telegram-login.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import { resultOf, signInThrough } from './support/redirect-flow.ts';
import { countUsers, CSRF_HEADERS, refreshSession } from './support/session.ts';

const botToken = '7000000001:AAtest-bot-token_for-levelup';
let provider: OAuthProviderStandIn;
let server: TestServer;

beforeAll(async () => {
  provider = await startOAuthProviderStandIn();
  server = await startTestServer({
    seed: false,
    env: {
      ...provider.env(['DISCORD']),
      PRODUCT_NAME: 'LevelUp',
      TELEGRAM_BOT_TOKEN: botToken,
      TELEGRAM_BOT_USERNAME: 'levelup_test_bot',
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const referrer = () => server.handle.db.transaction((tx) => createUser(tx, {}));

describe('a referral code through third-party sign-in', () => {
  it('refers the new player to the code’s owner, pending', async () => {
    const owner = await referrer();
    provider.setProfile({ id: '90351110224678001', username: 'friend', global_name: 'Friend' });
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'discord', {
      action_source: 'sign-up',
      referral_code: owner.referralCode.toLowerCase(),
    });
    expect(resultOf(location)).toEqual({ status: 'success' });
    const userId = (await refreshSession(browser, server.url))?.userId ?? '';
    const [friend] = await server.handle.db.select().from(users).where(eq(users.id, userId));
    expect(friend?.referredByUserId).toBe(owner.id);
    const rows = await server.handle.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendUserId, userId));
    expect(rows).toMatchObject([{ referrerUserId: owner.id, state: 'pending' }]);

    // Signing in again with another code changes nothing: a player is referred at sign-up only.
    const other = await referrer();
    await signInThrough(new Browser(), server.url, 'discord', {
      action_source: 'sign-in',
      referral_code: other.referralCode,
    });
    expect(
      await server.handle.db.select().from(referrals).where(eq(referrals.friendUserId, userId)),
    ).toHaveLength(1);
  });

  it('answers invalid-referral-code for an unknown code and creates nobody', async () => {
    provider.setProfile({ id: '90351110224678002', username: 'nobody', global_name: 'Nobody' });
    const before = await countUsers(server.handle.db);
    const location = await signInThrough(new Browser(), server.url, 'discord', {
      action_source: 'sign-up',
      state: 'client-2',
      referral_code: 'NOSUCH99',
    });
    expect(resultOf(location)).toEqual({
      status: 'error',
      code: 'invalid-referral-code',
      state: 'client-2',
    });
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('refers a player who signs up with Telegram (the JSON callback) too', async () => {
    const owner = await referrer();
    const fields = {
      id: '7701',
      first_name: 'Tele',
      username: 'tg7701',
      auth_date: String(Math.floor(Date.now() / 1000) - 30),
    };
    const telegramToken = Buffer.from(
      JSON.stringify({ ...fields, hash: telegramLoginHash(fields, botToken) }),
    ).toString('base64');
    const response = await new Browser().postJson(
      `${server.url}/api/telegram/callback`,
      {
        telegram_token: telegramToken,
        action_source: 'sign-up',
        referral_code: owner.referralCode,
      },
      CSRF_HEADERS,
    );
    expect(response.status).toBe(200);
    const { userId } = (await response.json()) as { userId: string };
    expect(
      await server.handle.db.select().from(referrals).where(eq(referrals.friendUserId, userId)),
    ).toMatchObject([{ referrerUserId: owner.id, state: 'pending' }]);
  });
});
