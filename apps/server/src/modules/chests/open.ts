// One chest opening (issue 12 Build 5; spec 2 §4), inside the caller's transaction under the player
// lock: the payment (the chest item, or Gold for the legendary chest; insufficient-balance rolls it all
// back), the player's next counter of the period, the roll derived from the period's seed, the rewards
// granted with CHEST_REWARD, and the chest_openings row that lets anyone recheck it later.
import { lineCapKey, rollChest, type ChestTable } from '@levelup/domain/chest-rolls';
import type { ChestOpeningSource } from '#db/schema/chests.ts';
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { debit } from '#modules/ledger/service.ts';
import { grantItem, type TxScope } from '#modules/progression/grants.ts';
import { LedgerReason } from '#modules/progression/messages.ts';
import { seedHmac, type SeedPeriodRow } from './seeds.ts';
import {
  addPeriodDrops,
  insertOpening,
  lockPeriodRemaining,
  nextCounter,
  type OpenedReward,
  type OpeningWithHash,
} from './store.ts';

export type OpenRequest = {
  userId: string;
  chestType: string;
  table: ChestTable;
  source: ChestOpeningSource;
  /** The period's seed row (made before the transaction: ensureSeedPeriod). */
  seedPeriod: SeedPeriodRow;
  /** What the opening costs; none for a daily chest. */
  payment: { currency: string; amount: number; reason: string } | null;
  dailyChestId?: number;
};

/** The period caps of a table's lines: lineCapKey -> periodCap. */
function periodCaps(table: ChestTable): Map<string, number> {
  const caps = new Map<string, number>();
  table.lines.forEach((line, index) => {
    if (line.periodCap !== undefined) caps.set(lineCapKey(index, line), line.periodCap);
  });
  return caps;
}

export async function openInTransaction(
  scope: TxScope,
  request: OpenRequest,
): Promise<OpeningWithHash> {
  const { userId, chestType, table, seedPeriod } = request;
  const { period } = seedPeriod;
  const counter = await nextCounter(scope.tx, userId, period);
  // The counter is unique per player and period, so these keys are unique per opening.
  const key = `chest-opening:${userId}:${period}:${counter}`;
  if (request.payment) {
    const { entry } = await debit(scope, {
      userId,
      currency: request.payment.currency,
      amount: request.payment.amount,
      reason: request.payment.reason,
      idempotencyKey: `${key}:payment`,
    });
    if (entry) scope.emit(userId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  }
  const periodRemaining = await lockPeriodRemaining(scope.tx, period, chestType, periodCaps(table));
  const { rewards, periodTaken, lines } = rollChest(table, seedHmac(seedPeriod.seed), {
    userId,
    counter,
    periodRemaining,
  });
  await addPeriodDrops(scope.tx, period, chestType, periodTaken);
  const granted: OpenedReward[] = [];
  for (const reward of rewards) {
    const grant = await grantItem(scope, {
      userId,
      itemKey: reward.itemKey,
      amount: reward.amount,
      reason: LedgerReason.chestReward,
      idempotencyKey: `${key}:reward:${reward.itemKey}`,
      season: null,
    });
    // A code reward keeps the player's own code ids: the codes modal follows the chest (Build 9).
    granted.push(grant?.codeIds?.length ? { ...reward, codeIds: grant.codeIds } : reward);
  }
  const opening = await insertOpening(scope.tx, {
    userId,
    chestType,
    source: request.source,
    period,
    counter,
    rewards: granted,
    dropTable: table,
    periodRemaining,
    rolledLines: lines,
    dailyChestId: request.dailyChestId ?? null,
    openedAt: scope.now,
  });
  return { ...opening, seedHash: seedPeriod.seedHash };
}
