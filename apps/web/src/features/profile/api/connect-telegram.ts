// issue 14 Build 2: connecting Telegram (spec 2 §4 Telegram login). The popup's telegram_token goes to
// POST /api/telegram/callback with the signed-in player's access token, which binds the Telegram
// account to them (or answers credential-already-in-use).
import { restFetch } from '#shared/rest-fetch.ts';
import { CSRF_HEADERS } from '#shared/rest-headers.ts';
import { CONNECT_ACTION_SOURCE } from '../lib/social-connect.ts';

/** A refused connection, with the server's code. */
export class SocialConnectError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SocialConnectError';
  }
}

export async function connectTelegramAccount(
  telegramToken: string,
  accessToken: string,
): Promise<void> {
  const response = await restFetch('/api/telegram/callback', {
    method: 'POST',
    credentials: 'include',
    headers: {
      ...CSRF_HEADERS,
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({ telegram_token: telegramToken, action_source: CONNECT_ACTION_SOURCE }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new SocialConnectError(body.code ?? 'unexpected', body.message ?? 'Connecting failed.');
}
