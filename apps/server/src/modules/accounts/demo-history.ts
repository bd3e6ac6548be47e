// The demo players' past (issue 12): accounts that have played for a while, so the demo shows what an
// established player sees — the daily chest's gate lets them find a chest (account age and activity,
// seasons/chests.yaml `dailyChest.gate`) and last UTC week's play earns a weekly gold bonus
// (modules/rewards/weekly-gold-rule.ts). Written once per player: fixed ledger keys, and the account's
// start only ever moves back.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { battlePasses } from '#db/schema/season.ts';
import { ledgerEntries, users } from '#db/schema/users.ts';
import { creditXp } from '#modules/ledger/service.ts';
import { previousWeek } from '#modules/rewards/weeks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo players joined this long before the seed. */
export const DEMO_ACCOUNT_AGE_DAYS = 30;
/** XP earned on each of the first five days of last UTC week (150 XP: level 0 still). */
const XP_PER_PLAYED_DAY = 30;
const PLAYED_DAYS = 5;

const seedHasNoListeners = () => {};

export async function ensureDemoHistory(
  tx: Database,
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  const joined = new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * DAY_MS);
  await tx
    .update(users)
    .set({ createdAt: joined })
    .where(and(eq(users.id, user.id), gt(users.createdAt, joined)));
  const [season] = await tx
    .select({ id: battlePasses.id, xpItemKey: battlePasses.xpItemKey })
    .from(battlePasses)
    .where(eq(battlePasses.group, 'allypass'))
    .orderBy(asc(battlePasses.id))
    .limit(1);
  if (!season?.xpItemKey) return;
  const { from } = previousWeek(now);
  for (let day = 0; day < PLAYED_DAYS; day += 1) {
    const playedAt = new Date(from.getTime() + day * DAY_MS + 12 * 60 * 60 * 1000);
    const idempotencyKey = `demo-history:${user.email}:${day}`;
    const { applied } = await creditXp(
      { tx, emit: seedHasNoListeners },
      {
        userId: user.id,
        battlePassId: season.id,
        xpItemKey: season.xpItemKey,
        amount: XP_PER_PLAYED_DAY,
        reason: 'ADMIN_OPS',
        idempotencyKey,
      },
    );
    if (applied)
      await tx
        .update(ledgerEntries)
        .set({ createdAt: playedAt })
        .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  }
}
