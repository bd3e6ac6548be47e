import { describe, expect, it } from 'vitest';
import type { TelegramConfig } from './config.ts';
import { readTelegramLogin, telegramLoginHash, verifyTelegramLogin } from './telegram-login.ts';

const config: TelegramConfig = {
  botToken: '123456:test-bot-token',
  botUsername: 'levelup_test_bot',
  widgetScriptUrl: 'https://telegram.org/js/telegram-widget.js?22',
  maxAuthAgeSeconds: 86_400,
};
const now = new Date('2026-01-02T00:00:00Z');
const authDate = String(now.getTime() / 1000 - 60);
const fields = { id: '42', first_name: 'Ada', username: 'ada_l', auth_date: authDate };
const signed = { ...fields, hash: telegramLoginHash(fields, config.botToken) };

describe('verifyTelegramLogin', () => {
  it('accepts widget data signed for the bot', () => {
    expect(verifyTelegramLogin(config, readTelegramLogin(signed), now)).toEqual({
      providerUserId: '42',
      displayName: 'ada_l',
    });
  });

  it('accepts the data as the base64 telegram_token of the popup, numbers included', () => {
    const widget = { ...signed, id: 42, auth_date: Number(authDate) };
    const telegramToken = Buffer.from(JSON.stringify(widget)).toString('base64');
    expect(
      verifyTelegramLogin(config, readTelegramLogin({ telegram_token: telegramToken }), now),
    ).toEqual({ providerUserId: '42', displayName: 'ada_l' });
  });

  it('refuses a wrong hash, changed data and another bot', () => {
    const wrongHash = {
      ...signed,
      hash: signed.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    expect(() => verifyTelegramLogin(config, readTelegramLogin(wrongHash), now)).toThrow(
      expect.objectContaining({ code: 'invalid-telegram-data' }),
    );
    const changed = { ...signed, username: 'mallory' };
    expect(() => verifyTelegramLogin(config, readTelegramLogin(changed), now)).toThrow(
      expect.objectContaining({ code: 'invalid-telegram-data' }),
    );
    const otherBot = { ...fields, hash: telegramLoginHash(fields, '999:other') };
    expect(() => verifyTelegramLogin(config, readTelegramLogin(otherBot), now)).toThrow(
      expect.objectContaining({ code: 'invalid-telegram-data' }),
    );
  });

  it('refuses data older than a day', () => {
    const stale = { ...fields, auth_date: String(now.getTime() / 1000 - 86_401) };
    const login = readTelegramLogin({ ...stale, hash: telegramLoginHash(stale, config.botToken) });
    expect(() => verifyTelegramLogin(config, login, now)).toThrow(
      expect.objectContaining({ code: 'telegram-data-expired' }),
    );
  });

  it('refuses malformed data and a token that is not base64 JSON', () => {
    expect(() => readTelegramLogin({ id: '42' })).toThrow(
      expect.objectContaining({ code: 'invalid-telegram-data' }),
    );
    expect(() => readTelegramLogin({ telegram_token: 'not json' })).toThrow(
      expect.objectContaining({ code: 'invalid-telegram-data' }),
    );
  });
});
