// The demo player of the seeded database (README): demo@levelup.local / Demo-pass-2026!, a verified
// e-mail, a username and balances granted through the ledger with fixed idempotency keys, so seeding
// again changes nothing. Each grant list has its own key prefix: a list added later (issue 4: enough
// Gold for a booster and the 4000-Gold premium pass, Snowflakes for a special-mission bypass) reaches a
// database seeded before it exactly once, the next time the seed runs.
import type { Database } from '#db/client.ts';
import { credit } from '#modules/ledger/service.ts';
import { ensureDemoHistory } from './demo-history.ts';
import { Currency } from './models.ts';
import { hashPassword } from './passwords.ts';
import { createUser, findUserByEmail } from './users-store.ts';

export const DEMO_PLAYER = {
  email: 'demo@levelup.local',
  password: 'Demo-pass-2026!',
  username: 'DemoPlayer',
} as const;

/** A second demo account with the same grants and past: a friend to try the Wall's likes with. */
export const DEMO_RIVAL = {
  email: 'rival@levelup.local',
  password: DEMO_PLAYER.password,
  username: 'DemoRival',
} as const;

const demoPlayers = [DEMO_PLAYER, DEMO_RIVAL];

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

/**
 * Creates the demo players once ('present' when the first already exists), tops up their grants once
 * and gives them their past (demo-history.ts).
 */
export async function ensureDemoPlayer(db: Database): Promise<'created' | 'present'> {
  let status: 'created' | 'present' | null = null;
  for (const player of demoPlayers) {
    const created = await ensureOneDemoPlayer(db, player);
    status ??= created;
  }
  return status ?? 'present';
}

async function ensureOneDemoPlayer(
  db: Database,
  player: (typeof demoPlayers)[number],
): Promise<'created' | 'present'> {
  const existing = await findUserByEmail(db, player.email);
  const passwordHash = existing ? null : await hashPassword(player.password);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, player.email);
    const status = user ? 'present' : 'created';
    user ??= await createUser(tx, {
      email: player.email,
      emailVerifiedAt: new Date(),
      passwordHash: passwordHash ?? (await hashPassword(player.password)),
      username: player.username,
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
            idempotencyKey: `${list.key}:${player.email}:${grant.currency}`,
          },
        );
    await ensureDemoHistory(tx, { id: user.id, email: player.email }, new Date());
    return status;
  });
}
