// spec 2 §6 remote config (issue 27): the Telegram auth and connect switches and the wallet verification
// switch of site.yaml, enforced by the server: while off, a Telegram sign-in, a Telegram connection or
// a wallet binding is refused with feature-disabled; applying the switch on again restores it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { telegramLoginHash } from '#modules/third-party-auth/telegram-login.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { signedInPlayer } from './support/live-events.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { connect, testWallet, type UserWalletView } from './support/wallets.ts';
import { Browser } from './third-party-auth/support/browser.ts';
import { CSRF_HEADERS } from './third-party-auth/support/session.ts';

const botToken = '7000000001:AAtest-bot-token_for-levelup';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_BOT_USERNAME: 'levelup_test_bot' },
  });
});
afterAll(() => server.close());

type Switches = { telegramAuth?: boolean; telegramConnect?: boolean; walletVerification?: boolean };

/** `season apply` of a site file with these switches. */
async function applySwitches(switches: Switches) {
  const lines = Object.entries(switches).map(([key, value]) => `  ${key}: ${value}`);
  const text = `kind: site\nfeatureFlags:\n${lines.join('\n')}\n`;
  await applyDataFiles(server.handle.db, [parseDataFile('site.yaml', text)]);
}

afterEach(() =>
  applySwitches({ telegramAuth: true, telegramConnect: true, walletVerification: true }),
);

function telegramToken(id: string) {
  const fields = {
    id,
    first_name: 'Tele',
    username: `tg${id}`,
    auth_date: String(Math.floor(Date.now() / 1000) - 30),
  };
  return Buffer.from(
    JSON.stringify({ ...fields, hash: telegramLoginHash(fields, botToken) }),
  ).toString('base64');
}

const telegramCallback = (body: unknown, accessToken?: string) =>
  new Browser().postJson(`${server.url}/api/telegram/callback`, body, {
    ...CSRF_HEADERS,
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  });

describe('Telegram switches', () => {
  it('refuses a Telegram sign-up while telegramAuth is off, and accepts it once on', async () => {
    await applySwitches({ telegramAuth: false });
    const body = { telegram_token: telegramToken('701'), action_source: 'sign-up' };
    const refused = await telegramCallback(body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'feature-disabled' });

    await applySwitches({ telegramAuth: true });
    const accepted = await telegramCallback(body);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ isNewUser: true });
  });

  it('refuses connecting Telegram while telegramConnect is off, signing in still works', async () => {
    await applySwitches({ telegramConnect: false });
    const player = await signedInPlayer(server);
    const body = { telegram_token: telegramToken('702'), action_source: 'connect' };
    const refused = await telegramCallback(body, player.accessToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'feature-disabled' });
    const signUp = await telegramCallback({ ...body, action_source: 'sign-up' });
    expect(signUp.status).toBe(200);
  });

  it('serves the switches as feature flags', async () => {
    await applySwitches({ telegramAuth: false, telegramConnect: true, walletVerification: false });
    const { body } = await server.graphql(
      '{ featureFlags { telegramAuth telegramConnect walletVerification } }',
    );
    expect(body.data).toEqual({
      featureFlags: { telegramAuth: false, telegramConnect: true, walletVerification: false },
    });
  });
});

describe('wallet verification switch', () => {
  it('refuses binding a wallet while off and binds it once on', async () => {
    await applySwitches({ walletVerification: false });
    const player = await createPlayer(server);
    const wallet = testWallet(12);
    expect(errorOf(await connect(player, wallet)).code).toBe('feature-disabled');

    await applySwitches({ walletVerification: true });
    const bound = dataOf<UserWalletView>(await connect(player, wallet), 'connectWallet');
    expect(bound.address).toBe(wallet.address);
  });
});
