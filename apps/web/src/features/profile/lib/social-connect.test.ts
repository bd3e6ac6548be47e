import { describe, expect, it } from 'vitest';
import { socialConnectErrorText } from './social-connect-error-text.ts';
import {
  forgetSocialConnect,
  readSocialConnectResult,
  socialConnectUrl,
} from './social-connect.ts';

describe('socialConnectUrl', () => {
  it('sends return_to, a fresh state, action_source connect and the cpt_token', () => {
    const href = socialConnectUrl({
      authorizePath: '/discord/authorize',
      provider: 'discord',
      accessToken: 'token-1',
      storage: sessionStorage,
    });
    const url = new URL(href, 'https://site.test');
    expect(url.pathname).toBe('/discord/authorize');
    expect(url.searchParams.get('return_to')).toBe('/profile/manage-account');
    expect(url.searchParams.get('action_source')).toBe('connect');
    expect(url.searchParams.get('cpt_token')).toBe('token-1');
    const state = url.searchParams.get('state') ?? '';
    expect(readSocialConnectResult(`?status=success&state=${state}`)).toEqual({
      status: 'success',
      provider: 'discord',
    });
    expect(readSocialConnectResult('?status=success&state=another')).toBeNull();
    // Used up: the same address again shows nothing.
    forgetSocialConnect();
    expect(readSocialConnectResult(`?status=success&state=${state}`)).toBeNull();
  });
});

describe('socialConnectErrorText (spec 2 §8)', () => {
  const text = (code: string, providerName: string, wallet: string | null = null) =>
    socialConnectErrorText({ code, providerName, wallet, productName: 'LevelUp' });

  it('names the other account’s wallet for Twitter and Discord, with the fallback without one', () => {
    expect(text('discord-id-already-in-use', 'Discord', '0xAbCd...1234')).toBe(
      'This Discord account is already associated with [0xAbCd...1234]. Connect to another.',
    );
    expect(text('twitter-id-already-in-use', 'Twitter')).toBe(
      'This Twitter account is already in use. Connect to another.',
    );
  });

  it('uses the catalogue for Steam and the connect token', () => {
    expect(text('steam-id-already-in-use', 'Steam')).toBe(
      'This Steam ID is already associated with another account. Connect to another.',
    );
    expect(text('invalid-connect-steam-token', 'Steam')).toBe('Something wrong. Please try again.');
    expect(text('credential-already-in-use', 'Google')).toBe(
      'This Google account is already in use. Connect to another.',
    );
    expect(text('provider-error', 'Google')).toBe('Something went wrong.');
  });
});
