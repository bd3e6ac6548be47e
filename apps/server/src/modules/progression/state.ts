// spec 1 §3 User battle pass state and Booster state of a player in a season.
import { BOOSTER_XP_MULTIPLIER } from '@levelup/domain/xp-boost';
import type { Database } from '#db/client.ts';
import type { SpecialMission, UserBattlePassState } from '#generated/resolvers.ts';
import { boosterStatus } from './boosters.ts';
import { loadStanding, type SeasonRef } from './standing.ts';
import type { MissionStatusRow } from './special-missions-store.ts';
import { findBalance } from './store.ts';

export async function battlePassState(
  db: Database,
  userId: string,
  season: SeasonRef,
  now: Date,
): Promise<UserBattlePassState> {
  const [standing, premiumQuantity, booster] = await Promise.all([
    loadStanding(db, userId, season.id),
    findBalance(db, userId, season.premiumPassItemKey),
    boosterStatus(db, userId, now),
  ]);
  const { level } = standing;
  return {
    battlePassId: season.id,
    xp: level.xp,
    level: level.level,
    currLevelXp: level.currLevelXp,
    nextLevel: level.nextLevel,
    nextLevelXp: level.nextLevelXp,
    levelProgress: level.levelProgress,
    xpLevel: level.xpLevel,
    blockingSpecialMission: level.blockingMission ? toSpecialMission(level.blockingMission) : null,
    // spec 1 §3: hasPremium when the premium pass item quantity is above 0.
    premiumState: { hasPremium: premiumQuantity > 0, quantity: premiumQuantity },
    booster,
    xpMultiplier: booster.hasBooster ? BOOSTER_XP_MULTIPLIER : 1,
  };
}

export function toSpecialMission(row: MissionStatusRow): SpecialMission {
  return {
    id: row.id,
    challengeId: row.challengeKey,
    title: row.title,
    description: row.description,
    targetLevel: row.targetLevel,
    snowflakeBypassCost: row.snowflakeBypassCost,
  };
}
