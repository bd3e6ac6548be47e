// spec 1 §9 storage key auth_source: where a sign-in started (the auth redirect's `source`, e.g.
// sso-upgrade). A third-party or identity-service sign-in leaves the site and comes back without the
// query string, so the sign-in pages keep the source here and the session start takes it back once.
import { safely } from './safely.ts';

export const AUTH_SOURCE_STORAGE_KEY = 'auth_source';

const SOURCE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Keeps where this sign-in started; an absent or malformed source forgets an older one. */
export function rememberAuthSource(source: string | null, storage = globalThis.localStorage): void {
  safely(() => {
    if (source && SOURCE_PATTERN.test(source)) storage.setItem(AUTH_SOURCE_STORAGE_KEY, source);
    else storage.removeItem(AUTH_SOURCE_STORAGE_KEY);
  }, undefined);
}

/** Where the sign-in that just finished started, once (the key is removed). */
export function takeAuthSource(storage = globalThis.localStorage): string | null {
  return safely(() => {
    const source = storage.getItem(AUTH_SOURCE_STORAGE_KEY);
    storage.removeItem(AUTH_SOURCE_STORAGE_KEY);
    return source && SOURCE_PATTERN.test(source) ? source : null;
  }, null);
}
