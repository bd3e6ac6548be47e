// What a front end does after a redirect sign-in: trade the refresh cookie for an access token
// (refreshSession), proving the sign-in started a real session.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userIdentities, users } from '#db/schema/users.ts';
import type { Browser } from './browser.ts';

export const CSRF_HEADERS = { 'x-graphql-csrf': '1' };

export type RefreshedSession = { userId: string; accessToken: string };

/** The session behind the browser's refresh cookie, or null without one. */
export async function refreshSession(
  browser: Browser,
  serverUrl: string,
): Promise<RefreshedSession | null> {
  const response = await browser.postJson(
    `${serverUrl}/graphql`,
    { query: 'mutation { refreshSession { userId accessToken } }' },
    CSRF_HEADERS,
  );
  const body = (await response.json()) as {
    data?: { refreshSession: RefreshedSession } | null;
  };
  return body.data?.refreshSession ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function identitiesOf(db: Database, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      providerUserId: userIdentities.providerUserId,
      displayName: userIdentities.displayName,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
}
