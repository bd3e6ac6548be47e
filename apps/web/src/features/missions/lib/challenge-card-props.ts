// A challenge (or advent door) and a mission as the cards of @levelup/ui show them, with the missions
// feature's actions wired in (the missions panel on /allypass and the advent calendar share them).
import type { ChallengeCardProps } from '@levelup/ui/missions/challenge-card';
import type { MissionRowProps } from '@levelup/ui/missions/mission-row';
import type { useMissionActions } from '../hooks/use-mission-actions.ts';
import type {
  ChallengeData,
  ChallengeMissionData,
  DailyMissionData,
} from './missions-panel-view.ts';

export type MissionActions = ReturnType<typeof useMissionActions>;

/** A mission's row: a mission that pays on its own (it has a user mission) offers COLLECT. */
export function missionRowProps(
  mission: DailyMissionData | ChallengeMissionData,
  actions: MissionActions,
): MissionRowProps & { id: string } {
  return {
    id: mission.id,
    title: mission.title,
    progress: mission.progress,
    target: mission.target,
    rewardLabel: mission.rewardLabel,
    state: mission.state,
    collecting: actions.running === mission.userMissionId,
    onCollect: mission.userMissionId
      ? () => void actions.collectMissionReward(mission.userMissionId!)
      : undefined,
  };
}

export function challengeCardProps(
  challenge: ChallengeData,
  actions: MissionActions,
): Omit<ChallengeCardProps, 'now'> & { id: string } {
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    kindLabel: challenge.kindLabel,
    status: challenge.status,
    rewardLabel: challenge.rewardLabel,
    endsAt: challenge.endsAt,
    startsAt: challenge.startsAt,
    pendingAction: actions.pendingActionOf(challenge.id),
    onAction: (action) => void actions.challengeAction(challenge, action),
    missions: challenge.missions.map((mission) => missionRowProps(mission, actions)),
  };
}
