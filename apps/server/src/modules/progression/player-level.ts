// The level a player stands at (common.md "Level"): the XP level of spec 1 §3, held at the target level
// of the lowest open special mission the XP has reached (spec 2 §4 Battle pass blocker quest). XP keeps
// accruing while held; the held level's progress reads as nearly full until the mission is done.
import { blockingQuest, sortBlockerQuests } from '@levelup/domain/blocker-quest';
import {
  levelProgress,
  type LevelProgress,
  type LevelRequirement,
} from '@levelup/domain/level-progress';

/** A special mission of the season with the player's completion or bypass of it. */
export type MissionStatus = {
  id: number;
  targetLevel: number;
  completedAt: Date | null;
  bypassedAt: Date | null;
};

export type PlayerLevel<M extends MissionStatus> = LevelProgress & {
  /** The level the XP alone reaches. */
  xpLevel: number;
  /** The open mission holding the player at its level, else null. */
  blockingMission: M | null;
};

export type PlayerLevelParameters<M extends MissionStatus> = {
  xp: number;
  levels: ReadonlyArray<LevelRequirement>;
  missions: ReadonlyArray<M>;
};

export function playerLevel<M extends MissionStatus>({
  xp,
  levels,
  missions,
}: PlayerLevelParameters<M>): PlayerLevel<M> {
  const byXp = levelProgress(xp, levels);
  // A completed mission counts as collected, a bypassed one as cancelled (spec 2 §4).
  const quests = missions.map((mission) => ({
    id: String(mission.id),
    targetValue: mission.targetLevel,
    userChallenge: { rewardCollectedAt: mission.completedAt, cancelledAt: mission.bypassedAt },
    mission,
  }));
  const requiredXp = new Map(levels.map((entry) => [entry.level, entry.requiredXp]));
  const holding = sortBlockerQuests(quests).find(
    (quest) =>
      quest.mission.completedAt === null &&
      quest.mission.bypassedAt === null &&
      quest.targetValue <= byXp.level &&
      requiredXp.has(quest.targetValue),
  );
  let progress = byXp;
  if (holding) {
    const held = levelProgress(requiredXp.get(holding.targetValue) ?? 0, levels);
    const cappedXp =
      held.nextLevelXp === null
        ? xp
        : Math.max(held.currLevelXp, Math.min(xp, held.nextLevelXp - 1));
    progress = { ...levelProgress(cappedXp, levels), xp };
  }
  const blocking = blockingQuest({ quests, userLevel: progress.level });
  return { ...progress, xpLevel: byXp.level, blockingMission: blocking?.mission ?? null };
}
