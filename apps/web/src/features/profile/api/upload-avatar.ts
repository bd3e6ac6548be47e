// POST /api/profile/avatar: multipart field `file`, bearer token and CSRF header (spec 2 §4 Profile
// picture). The server answers the spec 2 §5 texts for a too large, missing or non-image file. Like
// every call, an expired access token is refreshed once and the upload sent again.
import { AVATAR_UPLOAD_PATH } from '@levelup/api/accounts';
import { restFetch } from '#shared/rest-fetch.ts';
import { CSRF_HEADERS } from '#shared/rest-headers.ts';
import { profileText } from '../profile-text.ts';

type Tokens = { accessToken: string | null; refreshAccessToken: () => Promise<string | null> };

function send(file: File, accessToken: string | null) {
  const body = new FormData();
  body.append('file', file);
  return restFetch(AVATAR_UPLOAD_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      ...CSRF_HEADERS,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body,
  });
}

/** Uploads the picture; resolves with the new path, rejects with the text to show. */
export async function uploadAvatar(file: File, tokens: Tokens): Promise<string | null> {
  let response = await send(file, tokens.accessToken).catch(() => null);
  if (response?.status === 401) {
    const fresh = await tokens.refreshAccessToken();
    if (fresh) response = await send(file, fresh).catch(() => null);
  }
  const answer = (await response?.json().catch(() => null)) as {
    profilePicPath?: string;
    message?: string;
  } | null;
  if (!response?.ok) throw new Error(answer?.message ?? profileText('avatar.missing'));
  return answer?.profilePicPath ?? null;
}
