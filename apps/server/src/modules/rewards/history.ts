// The signed-in player's reward history (spec 2 §3 Reward history types, issue 12 Build 8): every
// ledger credit (currencies, items and XP), newest first, with its type and details.
import { rewardDisplayName } from '@levelup/domain/items';
import type { Database } from '#db/client.ts';
import type { Item, RewardHistoryPage } from '#generated/resolvers.ts';
import { invalidInput } from '#errors.ts';
import { loadItems } from '#modules/season/items.ts';
import { historyKind } from './history-types.ts';
import {
  campaignQuotas,
  countCredits,
  listCredits,
  missionsBehind,
  rewardLevels,
} from './history-store.ts';
import { countsGameEvents, missionRewardRef, rewardSourceOf } from './reward-sources.ts';

/** The contract's limit (rewards/schema.graphql: at most 50). */
export const HISTORY_PAGE_LIMIT = 50;

export function checkPage(limit: number, offset: number): { limit: number; offset: number } {
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE_LIMIT)
    throw invalidInput(`limit must be between 1 and ${HISTORY_PAGE_LIMIT}.`);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw invalidInput('offset must be a whole number from 0.');
  return { limit, offset };
}

/** An item missing from the catalog (e.g. a currency never listed) still reads by its key. */
function itemOf(items: Map<string, Item>, itemKey: string): Item {
  return (
    items.get(itemKey) ?? {
      itemKey,
      type: 'CURRENCY',
      name: rewardDisplayName(itemKey),
      description: null,
      imagePath: null,
      game: null,
    }
  );
}

export async function rewardHistory(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<RewardHistoryPage> {
  const [rows, total] = await Promise.all([
    listCredits(db, userId, page),
    countCredits(db, userId),
  ]);
  const kinds = rows.map((row) => historyKind(row));
  const rewardIds = kinds.flatMap((kind) =>
    typeof kind.metadata.rewardId === 'number' ? [kind.metadata.rewardId] : [],
  );
  const campaignKeys = kinds.flatMap((kind) =>
    kind.type === 'REFERRAL_SUCCESS' && typeof kind.metadata.campaignKey === 'string'
      ? [kind.metadata.campaignKey]
      : [],
  );
  const refs = rows.flatMap((row) => missionRewardRef(row) ?? []);
  const idsOf = (kind: 'mission' | 'challenge') =>
    refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [items, levels, quotas, behind] = await Promise.all([
    loadItems(
      db,
      rows.map((row) => row.currency),
    ),
    rewardLevels(db, rewardIds),
    campaignQuotas(db, campaignKeys),
    missionsBehind(db, { missionIds: idsOf('mission'), challengeIds: idsOf('challenge') }),
  ]);
  // spec 1 §3 Reward sources: a mission or challenge counting a game's events pays GamePlatform.
  const gameFed = {
    mission: new Set(behind.ofMissions.filter(countsGameEvents).map((row) => row.id)),
    challenge: new Set(behind.ofChallenges.filter(countsGameEvents).map((row) => row.id)),
  };
  const entries = rows.map((row, index) => {
    const kind = kinds[index] ?? historyKind(row);
    const reward =
      typeof kind.metadata.rewardId === 'number' ? levels.get(kind.metadata.rewardId) : undefined;
    const metadata = reward
      ? {
          ...kind.metadata,
          battlePassId: reward.battlePassId,
          battlePassLevel: reward.level,
          track: reward.track,
        }
      : kind.type === 'REFERRAL_SUCCESS'
        ? // spec 2 §3 referral-success: rewardQuotaPerUser, rewardAmount, rewardType, battlePassLevel.
          {
            ...kind.metadata,
            rewardType: row.currency,
            rewardAmount: row.delta,
            rewardQuotaPerUser: quotas.get(String(kind.metadata.campaignKey)) ?? null,
          }
        : kind.metadata;
    return {
      id: String(row.id),
      type: kind.type,
      itemKey: row.currency,
      item: itemOf(items, row.currency),
      amount: row.delta,
      source: rewardSourceOf(row, (ref) => gameFed[ref.kind].has(ref.id)),
      createdAt: row.createdAt,
      metadata,
    };
  });
  return { entries, total };
}
