// spec 1 §2 Blocking special mission overlay; spec 2 §4 Battle pass blocker quest.
import { isBlockerUncompleted, sortBlockerQuests } from '@levelup/domain/blocker-quest';
import type { TrackLevel, TrackSpecialMission } from './track-data.ts';

/** The mission the overlay shows and the first level it covers. */
export type SpecialMissionBlocker = { mission: TrackSpecialMission; fromLevel: number };

/**
 * The lowest-target special mission still uncompleted at the viewer's level (a visitor counts as
 * level 0); the overlay covers every level after the mission's level.
 */
export function specialMissionBlocker(
  levels: ReadonlyArray<Pick<TrackLevel, 'specialMission'>>,
  userLevel: number | null,
): SpecialMissionBlocker | null {
  const missions = levels.flatMap((entry) => (entry.specialMission ? [entry.specialMission] : []));
  const quests = sortBlockerQuests(
    missions.map((mission) => ({ mission, targetValue: mission.targetLevel })),
  );
  const open = quests.find((quest) =>
    isBlockerUncompleted({ userLevel: userLevel ?? 0, targetValue: quest.targetValue }),
  );
  return open ? { mission: open.mission, fromLevel: open.targetValue + 1 } : null;
}
