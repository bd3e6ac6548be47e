// Studios and their signing keys (issue 11 §2: "a per-studio key (keys can be rotated: two live at
// once)"). A third live key is refused until one is revoked; the studio row is locked while a key is
// added, so two concurrent creations cannot both pass that check.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { studioKeys, studios } from '#db/schema/game-progress.ts';
import { invalidInput } from '#errors.ts';

/** issue 11 §2: two live keys at once, so a studio can roll its key without downtime. */
export const MAX_LIVE_KEYS = 2;

export type StudioRow = typeof studios.$inferSelect;
export type StudioKeyListing = { id: string; createdAt: Date; revokedAt: Date | null };
export type LiveStudioKey = { keyId: string; secret: string; studio: StudioRow };

const studioKeyPattern = /^[a-z0-9][a-z0-9-]{1,62}$/;

export async function createStudio(
  db: Database,
  input: { key: string; name: string; gameKeys: string[] },
): Promise<StudioRow> {
  if (!studioKeyPattern.test(input.key))
    throw invalidInput('A studio key is 2 to 63 lower-case letters, digits or dashes.');
  if (input.gameKeys.length === 0) throw invalidInput('A studio owns at least one game (--games).');
  const [row] = await db
    .insert(studios)
    .values({ key: input.key, name: input.name, gameKeys: [...new Set(input.gameKeys)] })
    .onConflictDoNothing({ target: studios.key })
    .returning();
  if (!row) throw invalidInput(`A studio ${input.key} already exists.`);
  return row;
}

export async function findStudio(db: Database, key: string): Promise<StudioRow | undefined> {
  const [row] = await db.select().from(studios).where(eq(studios.key, key));
  return row;
}

async function studioOrThrow(db: Database, key: string, lock = false): Promise<StudioRow> {
  const query = db.select().from(studios).where(eq(studios.key, key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalidInput(`No studio ${key}.`);
  return row;
}

/**
 * A new key id and secret; the secret is returned here only. The secret never starts with '-': the
 * studio CLI takes it as an argument (`studio send-events <keyId> <secret>`), and one in 64 base64url
 * secrets would otherwise be read there as an option.
 */
export function newStudioKey(): { keyId: string; secret: string } {
  let secret: string;
  do secret = randomBytes(32).toString('base64url');
  while (secret.startsWith('-'));
  return { keyId: `gpk_${randomBytes(12).toString('hex')}`, secret };
}

/** Adds a fresh signing key; refused while the studio has two live keys. */
export async function createStudioKey(
  db: Database,
  studioKey: string,
): Promise<{ keyId: string; secret: string }> {
  const created = newStudioKey();
  return db.transaction(async (tx) => {
    const studio = await studioOrThrow(tx, studioKey, true);
    const [live] = await tx
      .select({ count: count() })
      .from(studioKeys)
      .where(and(eq(studioKeys.studioId, studio.id), isNull(studioKeys.revokedAt)));
    if ((live?.count ?? 0) >= MAX_LIVE_KEYS)
      throw invalidInput(
        `Studio ${studioKey} already has ${MAX_LIVE_KEYS} live keys: revoke one first.`,
      );
    await tx
      .insert(studioKeys)
      .values({ id: created.keyId, studioId: studio.id, secret: created.secret });
    return created;
  });
}

/** The studio's keys, newest last, without their secrets. */
export async function listStudioKeys(db: Database, studioKey: string): Promise<StudioKeyListing[]> {
  const studio = await studioOrThrow(db, studioKey);
  return db
    .select({ id: studioKeys.id, createdAt: studioKeys.createdAt, revokedAt: studioKeys.revokedAt })
    .from(studioKeys)
    .where(eq(studioKeys.studioId, studio.id))
    .orderBy(asc(studioKeys.createdAt));
}

/** Revokes a live key: batches signed with it are refused from now on. */
export async function revokeStudioKey(
  db: Database,
  studioKey: string,
  keyId: string,
): Promise<void> {
  const studio = await studioOrThrow(db, studioKey);
  const revoked = await db
    .update(studioKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(studioKeys.id, keyId),
        eq(studioKeys.studioId, studio.id),
        isNull(studioKeys.revokedAt),
      ),
    )
    .returning({ id: studioKeys.id });
  if (revoked.length === 0) throw invalidInput(`Studio ${studioKey} has no live key ${keyId}.`);
}

/** A live (not revoked) key with its studio, for checking a batch's signature. */
export async function findLiveKey(db: Database, keyId: string): Promise<LiveStudioKey | undefined> {
  const [row] = await db
    .select({ keyId: studioKeys.id, secret: studioKeys.secret, studio: studios })
    .from(studioKeys)
    .innerJoin(studios, eq(studios.id, studioKeys.studioId))
    .where(and(eq(studioKeys.id, keyId), isNull(studioKeys.revokedAt)));
  return row;
}
