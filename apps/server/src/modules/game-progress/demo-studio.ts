// The demo studio of the seeded database (issue 11 §2): it owns the demo games, and its
// signing key comes from DEMO_STUDIO_KEY_ID / DEMO_STUDIO_SECRET (development defaults in config.ts,
// none in production), so the e2e server and a fresh clone can send signed events. Seeding again
// changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { studioKeys, studios } from '#db/schema/game-progress.ts';
import { hashPassword } from '#modules/accounts/passwords.ts';
import { createUser, findUserByEmail } from '#modules/accounts/users-store.ts';
import type { StudioKeySecret } from './config.ts';
import { addStudioPublisher } from './studio-members.ts';

/** It publishes the catalog's games (seasons/catalog.yaml) and a game of its own not listed there. */
export const DEMO_STUDIO = {
  key: 'demo-studio',
  name: 'Demo Studio',
  gameKeys: [
    'rift-runners',
    'starforge-arena',
    'emberfall-chronicles',
    'nebula-drift',
    'runebound-tactics',
  ],
};

export async function ensureDemoStudio(
  db: Database,
  key: StudioKeySecret,
): Promise<'created' | 'present'> {
  const [created] = await db
    .insert(studios)
    .values(DEMO_STUDIO)
    .onConflictDoNothing({ target: studios.key })
    .returning({ id: studios.id });
  const studio =
    created ??
    (await db.select({ id: studios.id }).from(studios).where(eq(studios.key, DEMO_STUDIO.key)))[0];
  if (!studio) throw new Error('the demo studio vanished while seeding');
  const [existing] = await db
    .select({ id: studioKeys.id })
    .from(studioKeys)
    .where(and(eq(studioKeys.id, key.keyId), eq(studioKeys.studioId, studio.id)));
  if (!existing)
    await db.insert(studioKeys).values({ id: key.keyId, studioId: studio.id, secret: key.secret });
  return created || !existing ? 'created' : 'present';
}

/**
 * The demo studio's publisher user (README): publisher@levelup.local with the demo players' password.
 * It signs in to the Publisher Dashboard of the demo studio (issue 14 Build 4). Seeding again changes
 * nothing.
 */
export const DEMO_PUBLISHER = {
  email: 'publisher@levelup.local',
  password: 'Demo-pass-2026!',
  username: 'DemoPublisher',
} as const;

export async function ensureDemoPublisher(db: Database): Promise<'created' | 'present'> {
  const existing = await findUserByEmail(db, DEMO_PUBLISHER.email);
  if (!existing) {
    const passwordHash = await hashPassword(DEMO_PUBLISHER.password);
    await db.transaction((tx) =>
      createUser(tx, {
        email: DEMO_PUBLISHER.email,
        emailVerifiedAt: new Date(),
        passwordHash,
        username: DEMO_PUBLISHER.username,
        userFlags: { has_migrated_to_sso: true },
      }),
    );
  }
  await addStudioPublisher(db, { studioKey: DEMO_STUDIO.key, email: DEMO_PUBLISHER.email });
  return existing ? 'present' : 'created';
}
