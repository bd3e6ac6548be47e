import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_URI_KEY,
  beginExternalSignIn,
  CUSTOM_BACKEND_TOKENS_KEY,
  externalSignInReturn,
  forgetExternalSignIn,
  ORIGIN_URI_KEY,
  productSlug,
  setCustomBackendTokensToggle,
  type SignInStore,
  usesCustomBackendTokens,
} from './external-sign-in.ts';

function memoryStorage(): SignInStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

describe('usesCustomBackendTokens', () => {
  it('follows the flag until the local-storage toggle says otherwise', () => {
    const storage = memoryStorage();
    expect(usesCustomBackendTokens(false, storage)).toBe(false);
    expect(usesCustomBackendTokens(true, storage)).toBe(true);
    expect(usesCustomBackendTokens(undefined, storage)).toBe(true);
    setCustomBackendTokensToggle(storage, true);
    expect(storage.getItem(CUSTOM_BACKEND_TOKENS_KEY)).toBe('true');
    expect(usesCustomBackendTokens(false, storage)).toBe(true);
    setCustomBackendTokensToggle(storage, false);
    expect(usesCustomBackendTokens(true, storage)).toBe(false);
    setCustomBackendTokensToggle(storage, null);
    expect(usesCustomBackendTokens(false, storage)).toBe(false);
  });

  it('ignores other values and blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem(CUSTOM_BACKEND_TOKENS_KEY, 'yes');
    expect(usesCustomBackendTokens(false, storage)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(usesCustomBackendTokens(false, blocked)).toBe(false);
  });
});

describe('productSlug', () => {
  it('makes a URL-safe slug of the product name', () => {
    expect(productSlug('LevelUp')).toBe('levelup');
    expect(productSlug('Level Up!')).toBe('level-up');
    expect(productSlug('Ünïcode Quest')).toBe('unicode-quest');
    expect(productSlug('!!!')).toBe('app');
  });
});

describe('an external sign-in', () => {
  it('remembers the state, destination and origin, and gives them back for that state only', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const href = beginExternalSignIn({
      callbackPath: '/levelup/auth/callback',
      destination: '/allypass?x=1',
      originUri: '/auth/login?redirect=%2Fallypass',
      session,
      local,
      state: 'abc',
    });
    expect(href).toBe('/identity/authorize?return_to=%2Flevelup%2Fauth%2Fcallback&state=abc');
    expect(local.getItem(AUTH_REDIRECT_URI_KEY)).toBe('/allypass?x=1');
    expect(local.getItem(ORIGIN_URI_KEY)).toBe('/auth/login?redirect=%2Fallypass');
    expect(externalSignInReturn('other', { session, local })).toBeNull();
    expect(externalSignInReturn(undefined, { session, local })).toBeNull();
    expect(externalSignInReturn('abc', { session, local })).toEqual({
      destination: '/allypass?x=1',
      originUri: '/auth/login?redirect=%2Fallypass',
    });
    forgetExternalSignIn({ session, local });
    expect(externalSignInReturn('abc', { session, local })).toBeNull();
    expect(local.getItem(AUTH_REDIRECT_URI_KEY)).toBeNull();
  });

  it('never keeps another origin as the destination', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    for (const destination of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
      beginExternalSignIn({
        callbackPath: '/c',
        destination,
        originUri: destination,
        session,
        local,
        state: 's',
      });
      expect(externalSignInReturn('s', { session, local })).toEqual({
        destination: '/',
        originUri: '/',
      });
    }
  });
});
