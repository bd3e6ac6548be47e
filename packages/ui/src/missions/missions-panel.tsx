// The missions panel of /allypass (issue 11 Build 6): today's daily missions (completed of total, the
// countdown to the end of the local day, spec 1 §4) and the player's challenges.
import { useId } from 'react';
import { dailyMissionsStatus, msUntilEndOfLocalDay } from '@levelup/domain/daily-missions';
import { countdown } from '@levelup/domain/event-status';
import { useNow } from '../progression/hooks/use-now.ts';
import { ChallengeCard, type ChallengeCardProps } from './challenge-card.tsx';
import { MissionRow, type MissionRowProps } from './mission-row.tsx';
import { useMissionsText } from '../i18n/missions-text.ts';

export type DailyMissionView = MissionRowProps & { id: string };
export type ChallengeView = Omit<ChallengeCardProps, 'now'> & { id: string };

export type MissionsPanelProps = {
  daily: { completed: number; total: number | null; missions: ReadonlyArray<DailyMissionView> };
  challenges: ReadonlyArray<ChallengeView>;
  /** A fixed clock for stories and tests; the panel ticks every second otherwise (spec 1 §9). */
  now?: number | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

export function MissionsPanel({ daily, challenges, now: frozenNow }: MissionsPanelProps) {
  const t = useMissionsText();
  const now = useNow(1000, frozenNow);
  const headingId = useId();
  const dailyId = useId();
  const status = dailyMissionsStatus({ completed: daily.completed, total: daily.total });
  const left = countdown(now + msUntilEndOfLocalDay(now), now);
  return (
    <section id="missions" aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('missions.title')}
      </h2>
      <section aria-labelledby={dailyId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={dailyId} className="text-lg font-bold">
            {t('missions.daily')} <span className="tabular-nums">{status.label}</span>
          </h3>
          <p className="text-sm">
            <span className="text-ink-muted">{t('missions.resetsIn')}</span>
            <span role="timer" className="font-mono font-semibold tabular-nums">
              {pad(left.hours)}:{pad(left.minutes)}:{pad(left.seconds)}
            </span>
          </p>
        </div>
        {daily.missions.length > 0 ? (
          <ul aria-label={t('missions.dailyList')} className="grid gap-2 md:grid-cols-2">
            {daily.missions.map(({ id, ...mission }) => (
              <MissionRow key={id} {...mission} />
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('missions.noDaily')}</p>
        )}
      </section>
      {challenges.length > 0 ? (
        <ul aria-label={t('missions.challenges')} className="grid gap-4 lg:grid-cols-2">
          {challenges.map(({ id, ...challenge }) => (
            <li key={id}>
              <ChallengeCard {...challenge} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
