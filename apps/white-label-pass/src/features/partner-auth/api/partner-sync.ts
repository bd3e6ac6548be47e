// spec 1 §7 REST POST /api/pudgy (partner auth sync): JSON content type, no payload. Response: token,
// isNewUser, userId, accessToken, refreshToken (the refresh token itself is set as an httpOnly cookie).
import { restFetch } from '#app/rest-fetch.ts';
import { env } from '#env.ts';

export type PartnerSyncAnswer = {
  userId: string;
  accessToken: string;
  accessTokenExpiresAt: string;
  isNewUser: boolean;
};

/** Calls the sync endpoint; rejects when the response is not ok (spec 1 §5 Partner auth fails ...). */
export async function syncPartnerSession(): Promise<PartnerSyncAnswer> {
  const response = await restFetch(env.partnerSyncPath, {
    method: 'POST',
    credentials: 'include',
    // The server's CSRF check wants this header on every state-changing /api/ request.
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
  });
  if (!response.ok) throw new Error(`Partner sync answered ${response.status}`);
  const body = (await response.json()) as Partial<PartnerSyncAnswer>;
  if (!body.accessToken || !body.userId || !body.accessTokenExpiresAt)
    throw new Error('Partner sync answered without tokens');
  return {
    userId: body.userId,
    accessToken: body.accessToken,
    accessTokenExpiresAt: body.accessTokenExpiresAt,
    isNewUser: body.isNewUser ?? false,
  };
}
