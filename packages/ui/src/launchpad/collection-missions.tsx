// spec 2 §3 launchpadCollectionMissions: the missions that qualify a player, each with its state
// (spec 2 §4 Mission state: a passed launchpad mission is done; otherwise its progress).
import { MissionRow } from '../missions/mission-row.tsx';
import { useLaunchpadText } from '../i18n/launchpad-text.ts';

export type CollectionMission = {
  id: string;
  title: string;
  description: string;
  targetValue: number;
  progress: number;
  isPassed: boolean;
};

export function CollectionMissions({ missions }: { missions: ReadonlyArray<CollectionMission> }) {
  const t = useLaunchpadText();
  if (missions.length === 0) return null;
  return (
    <section aria-labelledby="collection-missions" className="flex flex-col gap-3">
      <h2 id="collection-missions" className="text-xl font-bold">
        {t('launchpad.missions')}
      </h2>
      <ol className="flex flex-col gap-2">
        {missions.map((mission) => (
          <MissionRow
            key={mission.id}
            title={mission.title}
            description={mission.description}
            progress={mission.isPassed ? mission.targetValue : mission.progress}
            target={mission.targetValue}
            state={mission.isPassed ? 'passed' : 'inProgress'}
          />
        ))}
      </ol>
    </section>
  );
}
