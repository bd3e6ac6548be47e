// The demo player of the seeded database (README): demo@levelup.local / Demo-pass-2026!, a verified
// e-mail, a username and balances granted through the ledger with fixed idempotency keys, so seeding
// again changes nothing. Each grant list has its own key prefix: a list added later (issue 4: enough
// Gold for a booster and the 4000-Gold premium pass, Snowflakes for a special-mission bypass) reaches a
// database seeded before it exactly once, the next time the seed runs.
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

const grantLists = [
  {
    key: 'demo-seed',
    grants: [
      { currency: Currency.gold, amount: 500 },
      { currency: Currency.playpoint, amount: 250 },
      { currency: Currency.allyToken, amount: 3 },
    ],
  },
  {
    // 6000 Gold in all: a 7-day booster (600) and the premium pass (4000) with some to spare.
    key: 'demo-seed-progression',
    grants: [
      { currency: Currency.gold, amount: 5500 },
      { currency: Currency.snowflake, amount: 500 },
    ],
  },
  {
    // An Aurora Pilots badge: the gold popover shows its claimable weekly Gold (issue 12, spec 2 §7).
    key: 'demo-seed-badges',
    grants: [{ currency: 'BADGE_AURORA_PILOTS', amount: 1 }],
  },
];

/** The seed runs before a server serves (or in the CLI's own process): nobody listens to its changes. */
const seedHasNoListeners = () => {};

/** Creates the demo player once ('present' when it already exists) and tops up its grants once. */
export async function ensureDemoPlayer(db: Database): Promise<'created' | 'present'> {
  const existing = await findUserByEmail(db, DEMO_PLAYER.email);
  const passwordHash = existing ? null : await hashPassword(DEMO_PLAYER.password);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, DEMO_PLAYER.email);
    const status = user ? 'present' : 'created';
    user ??= await createUser(tx, {
      email: DEMO_PLAYER.email,
      emailVerifiedAt: new Date(),
      passwordHash: passwordHash ?? (await hashPassword(DEMO_PLAYER.password)),
      username: DEMO_PLAYER.username,
      userFlags: { has_migrated_to_sso: true },
    });
    for (const list of grantLists)
      for (const grant of list.grants)
        await credit(
          { tx, emit: seedHasNoListeners },
          {
            userId: user.id,
            ...grant,
            reason: 'ADMIN_OPS',
            idempotencyKey: `${list.key}:${DEMO_PLAYER.email}:${grant.currency}`,
          },
        );
    return status;
  });
}
