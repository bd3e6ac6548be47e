// A player's standing in a season: XP, the level announced last, and the level held by special
// missions (player-level.ts), read in the caller's transaction.
import type { Database } from '#db/client.ts';
import { playerLevel, type PlayerLevel } from './player-level.ts';
import { listMissionStatuses, type MissionStatusRow } from './special-missions-store.ts';
import { findSeasonXp, listSeasonLevels } from './store.ts';

/** What progression needs of a season. */
export type SeasonRef = { id: number; xpItemKey: string; premiumPassItemKey: string };

export type Standing = {
  xp: number;
  notifiedLevel: number;
  level: PlayerLevel<MissionStatusRow>;
  missions: MissionStatusRow[];
};

export async function loadStanding(
  db: Database,
  userId: string,
  battlePassId: number,
): Promise<Standing> {
  const levels = await listSeasonLevels(db, battlePassId);
  const missions = await listMissionStatuses(db, userId, battlePassId);
  const { xp, notifiedLevel } = await findSeasonXp(db, userId, battlePassId);
  return { xp, notifiedLevel, level: playerLevel({ xp, levels, missions }), missions };
}
