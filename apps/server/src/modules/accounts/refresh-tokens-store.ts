// Drizzle queries on refresh tokens (db/schema/sessions.ts). Rotation is one conditional UPDATE, so of
// two requests presenting the same token only one rotates it; the other waits for its row lock and
// then finds the token rotated, with the successor pair stored in the same transaction.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { playerStateVersions } from '#db/schema/player-state-versions.ts';
import { refreshTokens } from '#db/schema/sessions.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Marks a live token rotated and returns it; undefined when it is unknown, used, revoked or expired. */
export async function rotateRefreshToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Keeps the sealed successor pair on the token just rotated (inside the rotating transaction). */
export async function storeSuccessorPair(
  tx: Database,
  id: string,
  successorPair: string,
): Promise<void> {
  await tx.update(refreshTokens).set({ successorPair }).where(eq(refreshTokens.id, id));
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamilies(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether the player's session family still has a token that is neither revoked nor expired. The
 * family must belong to that player: a signed token naming another player's session is no session.
 * For an active session, the same statement reads the player's state version (0 before their first
 * change; db/schema/player-state-versions.ts), so the player answer cache costs no extra round trip.
 */
export async function activeSessionStateVersion(
  db: Database,
  { userId, familyId }: { userId: string; familyId: string },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({
      version: sql<string>`coalesce((${db
        .select({ version: playerStateVersions.version })
        .from(playerStateVersions)
        .where(eq(playerStateVersions.userId, userId))}), 0)`,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row === undefined ? null : Number(row.version);
}
