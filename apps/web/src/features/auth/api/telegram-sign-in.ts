// spec 2 §4 Telegram login: the popup's base64 result is sent to the server, which verifies it and
// starts the session (refresh cookie) like any other sign-in.
import { restFetch } from '#shared/rest-fetch.ts';
import { CSRF_HEADERS } from '#shared/rest-headers.ts';
import type { ThirdPartyActionSource } from '../lib/third-party-sign-in.ts';

/** What the REST sign-in endpoints answer (spec 1 §7 REST: token, isNewUser, userId, accessToken). */
export type RestSignInAnswer = {
  userId: string;
  accessToken: string;
  accessTokenExpiresAt: string;
  isNewUser: boolean;
};

/** A refused REST sign-in, with the server's code (spec 2 §8 user-not-exists, ...). */
export class RestSignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestSignInError';
  }
}

export async function signInWithTelegram(
  telegramToken: string,
  actionSource: ThirdPartyActionSource,
  /** A sign-up's invite code (issue 14 Build 1). */
  referralCode?: string | null,
): Promise<RestSignInAnswer> {
  const response = await restFetch('/api/telegram/callback', {
    method: 'POST',
    credentials: 'include',
    headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({
      telegram_token: telegramToken,
      action_source: actionSource,
      ...(actionSource === 'sign-up' && referralCode ? { referral_code: referralCode } : {}),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<RestSignInAnswer> & {
    code?: string;
    message?: string;
  };
  if (!response.ok || !body.accessToken || !body.userId || !body.accessTokenExpiresAt) {
    throw new RestSignInError(
      body.code ?? 'unexpected',
      body.message ?? 'Telegram sign-in failed.',
    );
  }
  return {
    userId: body.userId,
    accessToken: body.accessToken,
    accessTokenExpiresAt: body.accessTokenExpiresAt,
    isNewUser: body.isNewUser ?? false,
  };
}
