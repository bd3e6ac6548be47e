// Telegram sign-in (spec 2 §4 Telegram login, spec 2 §9 popup): the popup pages and the widget data
// verified by HMAC with a test bot token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLoginHash } from '#modules/third-party-auth/telegram-login.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { countUsers, CSRF_HEADERS, identitiesOf } from './support/session.ts';

const botToken = '7000000001:AAtest-bot-token_for-levelup';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_BOT_USERNAME: 'levelup_test_bot' },
  });
});
afterAll(() => server.close());

function widgetData(id: string, secondsAgo = 30, token = botToken) {
  const fields = {
    id,
    first_name: 'Tele',
    username: `tg${id}`,
    auth_date: String(Math.floor(Date.now() / 1000) - secondsAgo),
  };
  return { ...fields, hash: telegramLoginHash(fields, token) };
}

const callback = (body: unknown, headers: Record<string, string> = CSRF_HEADERS) =>
  new Browser().postJson(`${server.url}/api/telegram/callback`, body, headers);

describe('GET /telegram/authorize', () => {
  it('serves the login widget for the configured bot, coming back to the same route', async () => {
    const response = await fetch(
      `${server.url}/telegram/authorize?return_to=/levelup/auth/callback&state=t1`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-src https://oauth.telegram.org',
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const html = await response.text();
    expect(html).toContain('src="https://telegram.org/js/telegram-widget.js?22"');
    expect(html).toContain('data-telegram-login="levelup_test_bot"');
    expect(html).toContain(
      `data-auth-url="${server.url}/telegram/authorize?return_to=%2Flevelup%2Fauth%2Fcallback&#38;state=t1"`,
    );
  });

  it('hands the widget fields back as a base64 telegram_token in the URL hash of return_to', async () => {
    const data = widgetData('501');
    const query = new URLSearchParams({
      return_to: '/levelup/auth/callback',
      state: 't1',
      ...data,
    });
    const response = await fetch(`${server.url}/telegram/authorize?${query}`);
    const html = await response.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    const result = JSON.parse(/id="telegram-result">([^<]*)</.exec(html)?.[1] ?? '{}') as {
      telegramToken: string;
      location: string;
    };
    expect(JSON.parse(Buffer.from(result.telegramToken, 'base64url').toString())).toEqual(data);
    expect(result.location).toBe(
      `/levelup/auth/callback#telegram_token=${result.telegramToken}&state=t1`,
    );
  });
});

describe('POST /api/telegram/callback', () => {
  it('signs a player up with data signed for the bot, then in again', async () => {
    const before = await countUsers(server.handle.db);
    const telegramToken = Buffer.from(JSON.stringify(widgetData('601'))).toString('base64');
    const first = await callback({ telegram_token: telegramToken, action_source: 'sign-up' });
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ isNewUser: true, refreshToken: null });
    expect(body['token']).toBe(body['accessToken']);
    expect(
      first.headers.getSetCookie().some((cookie) => cookie.startsWith('levelup_refresh=')),
    ).toBe(true);
    expect(await identitiesOf(server.handle.db, String(body['userId']))).toEqual([
      { provider: 'telegram', providerUserId: '601', displayName: 'tg601' },
    ]);

    const again = await callback({ ...widgetData('601'), action_source: 'sign-in' });
    expect(await again.json()).toMatchObject({ isNewUser: false, userId: body['userId'] });
    expect(await countUsers(server.handle.db)).toBe(before + 1);
  });

  it('refuses a wrong hash and data signed by another bot', async () => {
    const data = widgetData('602');
    const wrong = await callback({
      ...data,
      hash: data.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid-telegram-data' });
    const otherBot = await callback(widgetData('602', 30, '7000000002:other'));
    expect(await otherBot.json()).toMatchObject({ code: 'invalid-telegram-data' });
  });

  it('refuses data older than a day', async () => {
    const stale = await callback(widgetData('603', 86_400 + 60));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'telegram-data-expired' });
  });

  it('answers user-not-exists for a sign-in without an account', async () => {
    const response = await callback({ ...widgetData('604'), action_source: 'sign-in' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'user-not-exists',
      message: "There isn't an LevelUp profile associated with this account. Sign up instead.",
    });
  });

  it('needs the CSRF header and a JSON body', async () => {
    expect((await callback(widgetData('605'), {})).status).toBe(403);
    const form = await fetch(`${server.url}/api/telegram/callback`, {
      method: 'POST',
      headers: { ...CSRF_HEADERS, 'content-type': 'text/plain' },
      body: JSON.stringify(widgetData('605')),
    });
    expect(form.status).toBe(415);
  });
});

describe('the popup pages in production', () => {
  it('carry their own Content-Security-Policy instead of the site one', async () => {
    const production = await startTestServer({
      seed: false,
      nodeEnv: 'production',
      env: {
        TELEGRAM_BOT_TOKEN: botToken,
        TELEGRAM_BOT_USERNAME: 'levelup_test_bot',
        // Production on PostgreSQL refuses to start without it.
        AUTH_SECRET: 'a'.repeat(48),
      },
    });
    try {
      const response = await fetch(`${production.url}/telegram/authorize`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('script-src https://telegram.org');
      expect(policy).toContain('frame-src https://oauth.telegram.org');
      expect(policy).not.toContain('js.stripe.com');
    } finally {
      await production.close();
    }
  });
});
