// A challenge of the missions panel (issue 11 Build 6; spec 2 §4 Challenge reward flow): its missions
// with the player's progress, the time left, what completing it pays, and the one action its state
// allows — ENROLL, START, COLLECT or CANCEL.
import { countdown } from '@levelup/domain/event-status';
import { Button } from '../primitives/button.tsx';
import { MissionRow, type MissionRowProps } from './mission-row.tsx';
import { missionsText, useMissionsText } from '../i18n/missions-text.ts';

/** spec 2 §4: not started → enrolled → started → completed → reward collected (or over). */
export type ChallengeCardStatus =
  | 'notEnrolled'
  /** A standalone mission not started yet (spec 2 §7 Start mission). */
  | 'startable'
  | 'enrolled'
  | 'active'
  /** Counting without enrolling (auto-started: the blocker quest, level trials, platform missions). */
  | 'tracking'
  | 'completed'
  | 'collected'
  | 'over'
  | 'upcoming';

export type ChallengeCardAction = 'enroll' | 'start' | 'collect' | 'cancel';

export type ChallengeCardProps = {
  title: string;
  description?: string;
  /** e.g. "Milestone", "Calendar · week 2". */
  kindLabel: string;
  status: ChallengeCardStatus;
  /** Its missions; platform and standalone missions pay on their own and carry COLLECT. */
  missions: ReadonlyArray<MissionRowProps & { id?: string }>;
  /** What completing the stage pays, e.g. "1 Common Chest, 200 Gold". */
  rewardLabel?: string | null;
  /** When the player's window ends (active challenges), or when an upcoming one starts. */
  endsAt?: number | null;
  startsAt?: number | null;
  now: number;
  /** The action whose request is running. */
  pendingAction?: ChallengeCardAction | null;
  onAction: (action: ChallengeCardAction) => void;
};

const ACTIONS: Partial<Record<ChallengeCardStatus, ChallengeCardAction[]>> = {
  notEnrolled: ['enroll'],
  startable: ['start'],
  enrolled: ['start', 'cancel'],
  active: ['cancel'],
  completed: ['collect'],
};

function timeLeft(target: number, now: number): string {
  const left = countdown(target, now);
  const clock = [left.hours, left.minutes, left.seconds]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return left.days > 0 ? missionsText('missions.daysAndClock', { days: left.days, clock }) : clock;
}

export function ChallengeCard({
  title,
  description,
  kindLabel,
  status,
  missions,
  rewardLabel,
  endsAt,
  startsAt,
  now,
  pendingAction,
  onAction,
}: ChallengeCardProps) {
  const t = useMissionsText();
  const actions = ACTIONS[status] ?? [];
  return (
    <article
      aria-label={title}
      data-challenge-status={status}
      className="flex flex-col gap-3 rounded-xl border border-ink-muted/30 bg-surface-raised p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">{kindLabel}</p>
          <h3 className="text-lg font-bold">{title}</h3>
        </div>
        {(status === 'active' || status === 'tracking') && endsAt ? (
          <p className="text-sm">
            <span className="text-ink-muted">{t('missions.endsIn')}</span>
            <span role="timer" className="font-mono font-semibold tabular-nums">
              {timeLeft(endsAt, now)}
            </span>
          </p>
        ) : null}
        {status === 'upcoming' && startsAt ? (
          <p className="text-sm">
            <span className="text-ink-muted">{t('missions.startsIn')}</span>
            <span role="timer" className="font-mono font-semibold tabular-nums">
              {timeLeft(startsAt, now)}
            </span>
          </p>
        ) : null}
        {status === 'collected' ? (
          <span className="text-sm font-bold text-ink-muted">{t('missions.collected')}</span>
        ) : null}
        {status === 'over' ? (
          <span className="text-sm font-bold text-ink-muted">{t('missions.ended')}</span>
        ) : null}
      </header>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={t('missions.missionsOf', { title })}>
        {missions.map(({ id, ...mission }) => (
          <MissionRow key={id ?? mission.title} {...mission} />
        ))}
      </ul>
      {rewardLabel ? (
        <p className="text-sm">
          <span className="text-ink-muted">{t('missions.reward')}</span>
          <span className="font-semibold text-accent">{rewardLabel}</span>
        </p>
      ) : null}
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'secondary' : 'primary'}
              pending={pendingAction === action}
              disabled={Boolean(pendingAction) && pendingAction !== action}
              onClick={() => onAction(action)}
            >
              {t(`missions.action.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
