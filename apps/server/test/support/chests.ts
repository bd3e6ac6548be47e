// GraphQL operations and helpers of the chest tests (issue 12).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chestOpenings } from '#db/schema/chests.ts';
import { ledgerEntries, users } from '#db/schema/users.ts';
import type { Player } from './players.ts';

const openingFields = `id chestType period seedHash counter openedAt rewards { itemKey amount item { name } }`;
const dailyFields = `status rarity position totalSessionTime openedAt nextChestAt`;

export const chestOddsQuery = `query ($chestType: String!) {
  chestOdds(chestType: $chestType) {
    chestType rolls item { itemKey type }
    guaranteed { itemKey amount }
    drops { itemKey minAmount maxAmount probability item { name } }
  }
}`;
export const openChestMutation = `mutation ($itemKey: String!) { openChest(itemKey: $itemKey) { ${openingFields} } }`;
export const buyLegendaryMutation = `mutation { buyLegendaryChest { itemKey amount item { name } } }`;
export const legendaryPriceQuery = `query { legendaryChestPrice { price currency } }`;
export const searchDailyMutation = `mutation ($fetchCount: Int!) { searchDailyChest(fetchCount: $fetchCount) { ${dailyFields} } }`;
export const openDailyMutation = `mutation { openDailyChest { ${openingFields} } }`;
export const dailyChestQuery = `query { dailyChest { ${dailyFields} } }`;
export const rewardsPoolQuery = `query { dailyRewardsPool { day openedCount drops { itemKey probability } } }`;
export const seedPeriodsQuery = `query ($limit: Int) { chestSeedPeriods(limit: $limit) { period seedHash seed revealedAt } }`;
export const myOpeningsQuery = `query { myChestOpenings { ${openingFields} } }`;

export type OpeningView = {
  id: number;
  chestType: string;
  period: string;
  seedHash: string;
  counter: number;
  openedAt: string;
  rewards: { itemKey: string; amount: number }[];
};

export type DailyChestView = {
  status: 'NOT_FOUND' | 'FOUND' | 'OPENED';
  rarity: string | null;
  position: number | null;
  totalSessionTime: number | null;
  openedAt: string | null;
  nextChestAt: string | null;
};

/** Headers of a web client's daily chest call: its device signal and, optionally, its IP. */
export const fromDevice = (deviceId: string, ip?: string) => ({
  headers: { 'x-device-id': deviceId, ...(ip ? { 'x-forwarded-for': ip } : {}) },
});

export const withKey = (key = randomUUID()) => ({ headers: { 'idempotency-key': key } });

/** An account old and active enough for the daily chest gate (chests.yaml: 72 h, 100 XP). */
export async function makeEstablished(db: Database, player: Player, hoursOld = 100) {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - hoursOld * 3600_000) })
    .where(eq(users.id, player.id));
}

export function openingsOf(db: Database, userId: string) {
  return db.select().from(chestOpenings).where(eq(chestOpenings.userId, userId));
}

export function chestRewardEntries(db: Database, userId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'CHEST_REWARD')));
}

/** Sums rewards per item key. */
export function summed(rewards: readonly { itemKey: string; amount: number }[]) {
  const totals: Record<string, number> = {};
  for (const reward of rewards)
    totals[reward.itemKey] = (totals[reward.itemKey] ?? 0) + reward.amount;
  return totals;
}

export function entriesSummed(entries: readonly { currency: string; delta: number }[]) {
  return summed(entries.map((entry) => ({ itemKey: entry.currency, amount: entry.delta })));
}
