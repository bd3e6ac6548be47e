import { describe, expect, it } from 'vitest';
import { readProviderProfile } from './provider-profile.ts';

describe('readProviderProfile', () => {
  it('reads OpenID Connect userinfo', () => {
    expect(readProviderProfile('openid-userinfo', { sub: 'g-1', name: 'Ada Lovelace' })).toEqual({
      providerUserId: 'g-1',
      displayName: 'Ada Lovelace',
    });
    expect(
      readProviderProfile('openid-userinfo', { sub: 't-1', preferred_username: 'ada' }),
    ).toEqual({ providerUserId: 't-1', displayName: 'ada' });
  });

  it('reads a Discord user, preferring the global name', () => {
    expect(
      readProviderProfile('discord-user', {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
      }),
    ).toEqual({ providerUserId: '80351110224678912', displayName: 'Nelly' });
    expect(
      readProviderProfile('discord-user', { id: '1', username: 'nelly', global_name: null }),
    ).toEqual({ providerUserId: '1', displayName: 'nelly' });
  });

  it('reads a Twitter user by handle', () => {
    expect(
      readProviderProfile('twitter-user', {
        data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' },
      }),
    ).toEqual({ providerUserId: '2244994945', displayName: 'XDevelopers' });
  });

  it('refuses an answer without a user id', () => {
    expect(() => readProviderProfile('openid-userinfo', { name: 'nobody' })).toThrow();
    expect(() => readProviderProfile('twitter-user', { errors: [] })).toThrow();
  });
});
