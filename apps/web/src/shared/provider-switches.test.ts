import { describe, expect, it } from 'vitest';
import { connectOffered, signInProviders } from './provider-switches.ts';

const providers = [{ key: 'discord' }, { key: 'telegram' }, { key: 'google' }];
const on = { telegramAuth: true, telegramConnect: true };

describe('Telegram switches (spec 2 §6)', () => {
  it('offers Telegram sign-in only while telegramAuth is on', () => {
    expect(signInProviders(providers, on).map((p) => p.key)).toEqual([
      'discord',
      'telegram',
      'google',
    ]);
    expect(signInProviders(providers, { ...on, telegramAuth: false }).map((p) => p.key)).toEqual([
      'discord',
      'google',
    ]);
    // Flags not loaded: shown, the server decides.
    expect(signInProviders(providers, undefined)).toHaveLength(3);
  });

  it('offers connecting Telegram only while telegramConnect is on', () => {
    expect(connectOffered('telegram', on)).toBe(true);
    expect(connectOffered('telegram', { ...on, telegramConnect: false })).toBe(false);
    expect(connectOffered('discord', { ...on, telegramConnect: false })).toBe(true);
  });
});
