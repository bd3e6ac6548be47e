// Drizzle queries on user_identities: which player a provider identity belongs to (spec 2 §3 Auth
// providers). The primary key (provider, provider_user_id) makes an identity belong to one player.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userIdentities } from '#db/schema/users.ts';

export type IdentityKey = { provider: string; providerUserId: string };
export type IdentityRow = typeof userIdentities.$inferSelect;

export async function findIdentity(
  db: Database,
  { provider, providerUserId }: IdentityKey,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)),
    );
  return row;
}

/** Adds the identity; false when another player took it first. */
export async function insertIdentity(
  tx: Database,
  identity: IdentityKey & { userId: string; displayName: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(userIdentities)
    .values(identity)
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.providerUserId] })
    .returning({ userId: userIdentities.userId });
  return inserted.length > 0;
}

/** Drops the player's identity at this provider, if any (before connecting another one). */
export async function deletePlayerIdentity(
  tx: Database,
  userId: string,
  provider: string,
): Promise<void> {
  await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
}

export async function updateIdentityDisplayName(
  db: Database,
  { provider, providerUserId }: IdentityKey,
  displayName: string | null,
): Promise<void> {
  await db
    .update(userIdentities)
    .set({ displayName })
    .where(
      and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)),
    );
}

/** The player's identities, oldest first (issue 14 Build 2 Connected accounts). */
export async function listPlayerIdentities(db: Database, userId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.provider));
}
