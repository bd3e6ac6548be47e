// The demo player of the seeded database (README): demo@levelup.local / Demo-pass-2026!, a verified
// e-mail, a username and some Gold, Playpoints and Ally tokens, granted through the ledger with fixed
// idempotency keys so seeding again changes nothing.
import type { Database } from '#db/client.ts';
import { credit } from '#modules/ledger/service.ts';
import { Currency } from './models.ts';
import { hashPassword } from './passwords.ts';
import { createUser, findUserByEmail } from './users-store.ts';

export const DEMO_PLAYER = {
  email: 'demo@levelup.local',
  password: 'Demo-pass-2026!',
  username: 'DemoPlayer',
} as const;

const grants = [
  { currency: Currency.gold, amount: 500 },
  { currency: Currency.playpoint, amount: 250 },
  { currency: Currency.allyToken, amount: 3 },
];

/** Creates the demo player once; 'present' when it already exists. */
export async function ensureDemoPlayer(db: Database): Promise<'created' | 'present'> {
  if (await findUserByEmail(db, DEMO_PLAYER.email)) return 'present';
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, DEMO_PLAYER.email)) return 'present';
    const user = await createUser(tx, {
      email: DEMO_PLAYER.email,
      emailVerifiedAt: new Date(),
      passwordHash,
      username: DEMO_PLAYER.username,
      userFlags: { has_migrated_to_sso: true },
    });
    for (const grant of grants)
      await credit(tx, {
        userId: user.id,
        ...grant,
        reason: 'ADMIN_OPS',
        idempotencyKey: `demo-seed:${DEMO_PLAYER.email}:${grant.currency}`,
      });
    return 'created';
  });
}
