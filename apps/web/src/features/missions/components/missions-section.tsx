// The missions panel on /allypass (issue 11 Build 6): today's daily missions and the player's
// challenges, with their progress live (the battle pass subscriptions reread it) and their actions.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { missionsPanelQueryOptions } from '@levelup/api/challenges';
import { MissionsPanel } from '@levelup/ui/missions/missions-panel';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { useApi } from '#shared/use-api.ts';
import { utcDate } from '#features/battle-pass/lib/utc-date.ts';
import { useMissionActions } from '../hooks/use-mission-actions.ts';
import { challengeCardProps, missionRowProps } from '../lib/challenge-card-props.ts';
import { challengeData, dailyMissionData, panelChallenges } from '../lib/missions-panel-view.ts';

export type MissionsSectionProps = { season: { id: string; group: string; key: string } };

export default function MissionsSection({ season }: MissionsSectionProps) {
  const api = useApi();
  // The day of the list is the UTC day the page opened on; a reload after midnight shows the next.
  const [day] = useState(() => utcDate(Date.now()));
  const panel = useQuery(
    missionsPanelQueryOptions(api, { group: season.group, key: season.key, date: day }),
  );
  const actions = useMissionActions();
  // Statuses follow the clock (a window that ends, a stage that opens); spec 1 §9 tick 1 s.
  const now = useNow(1000);
  const loaded = panel.data !== undefined;
  // /allypass#missions (the drawer's GO TO MISSIONS): the panel appears after its data, so scroll then.
  useEffect(() => {
    if (loaded && window.location.hash === '#missions')
      document.getElementById('missions')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (!panel.data) return null;
  const daily = panel.data.dailyMissions.missions.map(dailyMissionData);
  const challenges = panelChallenges(panel.data.challenges, season.id).flatMap(
    (challenge) => challengeData(challenge, now, panel.isFetching) ?? [],
  );
  return (
    <MissionsPanel
      now={now}
      daily={{
        completed: panel.data.dailyMissions.completed,
        total: panel.data.dailyMissions.total ?? null,
        missions: daily.map((mission) => missionRowProps(mission, actions)),
      }}
      challenges={challenges.map((challenge) => challengeCardProps(challenge, actions))}
    />
  );
}
