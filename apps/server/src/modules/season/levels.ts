// Assembles a season's levels from rows loaded in bulk (spec 1 §3 "Battle pass level").
import type { Item, Reward, SpecialMission } from '#generated/resolvers.ts';
import { rewardMetadata } from '#modules/rewards/code-metadata.ts';
import type { BattlePassLevelModel } from './models.ts';

type LevelRow = { id: number; level: number; requiredXp: number };
type RewardRow = {
  id: number;
  levelId: number;
  track: 'basic' | 'premium';
  itemKey: string;
  amount: number;
  metadata: Record<string, string>;
};
type MissionRow = {
  id: number;
  challengeKey: string;
  title: string;
  description: string;
  targetLevel: number;
  snowflakeBypassCost: number | null;
};

export type SeasonRows = {
  battlePassId: number;
  levels: LevelRow[];
  rewards: RewardRow[];
  items: Map<string, Item>;
  missions: MissionRow[];
  /** rewardId -> when the viewer collected it; empty for a visitor. */
  collectedAt: Map<number, Date>;
  /** rewardId -> the viewer's redeemable code ids of a collected code reward (issue 12 Build 9). */
  codeIds: Map<number, string[]>;
};

export function assembleLevels({
  battlePassId,
  levels,
  rewards,
  items,
  missions,
  collectedAt,
  codeIds,
}: SeasonRows): BattlePassLevelModel[] {
  const viewer = { collectedAt, codeIds };
  const rewardsByLevel = new Map<number, RewardRow[]>();
  for (const reward of rewards)
    rewardsByLevel.set(reward.levelId, [...(rewardsByLevel.get(reward.levelId) ?? []), reward]);
  return levels.map((row) => {
    const ofLevel = rewardsByLevel.get(row.id) ?? [];
    const basic = ofLevel.filter((reward) => reward.track === 'basic');
    const premium = ofLevel.filter((reward) => reward.track === 'premium');
    const mission = missions.find((candidate) => candidate.targetLevel === row.level);
    return {
      battlePassId,
      level: row.level,
      requiredXp: row.requiredXp,
      basicRewards: basic.map((reward) => toReward(reward, items, viewer)),
      premiumRewards: premium.map((reward) => toReward(reward, items, viewer)),
      basicCollectedAt: trackCollectedAt(basic, collectedAt),
      premiumCollectedAt: trackCollectedAt(premium, collectedAt),
      specialMission: mission ? toSpecialMission(mission) : null,
    };
  });
}

function toReward(
  row: RewardRow,
  items: Map<string, Item>,
  { collectedAt, codeIds }: Pick<SeasonRows, 'collectedAt' | 'codeIds'>,
): Reward {
  const item = items.get(row.itemKey);
  if (!item) throw new Error(`reward ${row.id} points at missing item ${row.itemKey}`);
  return {
    id: row.id,
    itemKey: row.itemKey,
    amount: row.amount,
    // A reward is marked used per player once it is redeemed; visitors and unredeemed rewards read false.
    used: false,
    item,
    metadata: rewardMetadata(row.metadata, codeIds.get(row.id)),
    collectedAt: collectedAt.get(row.id) ?? null,
  };
}

/** A track counts as collected once every reward on it is: the time of the last collection. */
function trackCollectedAt(track: RewardRow[], collectedAt: Map<number, Date>): Date | null {
  if (track.length === 0) return null;
  const times = track.map((reward) => collectedAt.get(reward.id));
  if (times.some((time) => time === undefined)) return null;
  return new Date(Math.max(...times.map((time) => time?.getTime() ?? 0)));
}

function toSpecialMission(row: MissionRow): SpecialMission {
  return {
    id: row.id,
    challengeId: row.challengeKey,
    title: row.title,
    description: row.description,
    targetLevel: row.targetLevel,
    snowflakeBypassCost: row.snowflakeBypassCost,
  };
}
