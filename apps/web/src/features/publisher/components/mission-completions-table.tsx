// Per mission of the studio's games, the players who completed it today (UTC) and in all (issue 14
// Build 4).
import type { PublisherStudioQuery } from '@levelup/api/publisher';
import { usePublisherText } from '../publisher-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

type Mission = PublisherStudioQuery['publisherStudio']['missions'][number];

export function MissionCompletionsTable({ missions }: { missions: readonly Mission[] }) {
  const t = usePublisherText();
  return (
    <section aria-labelledby="studio-missions" className="flex flex-col gap-3">
      <h2 id="studio-missions" className="text-2xl font-bold">
        {t('missions.title')}
      </h2>
      {missions.length === 0 ? (
        <p className="text-ink-muted">{t('missions.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('missions.caption')}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('missions.column.mission')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('missions.column.challenge')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('missions.column.game')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('missions.column.completedToday')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('missions.column.completedInAll')}
                </th>
              </tr>
            </thead>
            <tbody>
              {missions.map((mission) => (
                <tr key={mission.missionKey} className="border-t border-ink-muted/20">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {mission.title}
                  </th>
                  <td className="py-2 pr-4">{mission.challengeTitle}</td>
                  <td className="py-2 pr-4">{mission.gameKey ?? '—'}</td>
                  <td className="py-2 pr-4 text-right">{formatNumber(mission.completedToday)}</td>
                  <td className="py-2 text-right">{formatNumber(mission.completedInAll)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
