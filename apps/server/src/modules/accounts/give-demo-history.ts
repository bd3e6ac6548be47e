// `levelup user demo-history <email>` and the operator route behind it (issue 25: each end-to-end
// repetition gets an established player of its own instead of the one seeded demo player, whose weekly
// bonus, daily chest and likes the first repetition used up): an existing account gets the demo
// players' past (demo-history.ts: a 30-day-old account that played last week). Demo-only: refused in
// production unless the demo is seeded there (SEED_DEMO), like the demo data it imitates.
import type { Database } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import { invalidInput, notAuthorized } from '#errors.ts';
import { DEMO_ACCOUNT_AGE_DAYS, ensureDemoHistory } from './demo-history.ts';
import { normalizeEmail } from './email-address.ts';
import { findUserByEmail } from './users-store.ts';

/** Demo histories are given where the demo is: outside production, or where SEED_DEMO seeds it. */
export const demoHistoryAllowed = (config: Pick<ServerConfig, 'nodeEnv' | 'seedDemo'>) =>
  config.nodeEnv !== 'production' || config.seedDemo;

export function demoHistoryRefused() {
  return notAuthorized(
    'Demo histories are given only where the demo data is seeded (SEED_DEMO), never in production.',
  );
}

export async function giveDemoHistory(
  db: Database,
  rawEmail: string,
  now: Date,
): Promise<{ email: string; accountAgeDays: number }> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) throw invalidInput(`No account for ${email}.`);
  await db.transaction((tx) => ensureDemoHistory(tx, { id: user.id, email }, now));
  return { email, accountAgeDays: DEMO_ACCOUNT_AGE_DAYS };
}
