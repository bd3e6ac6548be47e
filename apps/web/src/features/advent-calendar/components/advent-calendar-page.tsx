// spec 1 §2 /advent-calendar (issue 14 Build 5): December's doors, one per day, each a Calendar
// challenge. A door opens on its day; its mission counts from the games' events without enrolling,
// and COLLECT pays what is behind it (the reward collection modal). Missed days stay shut.
import { useAdventCalendarText } from '../advent-calendar-text.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { adventCalendarQueryOptions } from '@levelup/api/challenges';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { ChallengeCard } from '@levelup/ui/missions/challenge-card';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { useSession } from '#app/session.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useApi } from '#shared/use-api.ts';
import { useMissionActions } from '#features/missions/hooks/use-mission-actions.ts';
import { challengeCardProps } from '#features/missions/lib/challenge-card-props.ts';
import { adventDoors, featuredDoor } from '../lib/advent-doors.ts';
import { AdventDoorTile } from './advent-door-tile.tsx';

export function AdventCalendarPage() {
  const t = useAdventCalendarText();
  const api = useApi();
  const session = useSession();
  const location = useLocation();
  const actions = useMissionActions();
  // A door opens at midnight UTC: statuses follow the clock (spec 1 §9 tick 1 s).
  const now = useNow(1000);
  // The calendar of the player's year (UTC, as the doors' days are).
  const calendar = useQuery(adventCalendarQueryOptions(api, new Date(now).getUTCFullYear()));
  const [picked, setPicked] = useState<number | null>(null);
  const doors = adventDoors(calendar.data ?? [], now, calendar.isFetching);
  const shown = doors.find((door) => door.day === picked) ?? featuredDoor(doors);
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-ink-muted">{t('intro')}</p>
        {session.status === 'signedOut' ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>{t('signIn.prompt')}</span>
            <SiteLink
              href={authRedirectPath({ source: location.pathname, destination: location.href })}
              className={buttonLinkClasses('primary')}
            >
              {t('signIn.button')}
            </SiteLink>
          </p>
        ) : null}
      </header>
      {calendar.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      ) : calendar.isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : doors.length === 0 ? (
        <p className="text-ink-muted">{t('empty')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ol aria-label={t('doors')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {doors.map((door) => (
              <li key={door.day}>
                <AdventDoorTile
                  door={door}
                  selected={door.day === shown?.day}
                  onSelect={() => setPicked(door.day)}
                />
              </li>
            ))}
          </ol>
          {shown && shown.state !== 'locked' ? (
            <section aria-label={t('door.label', { day: shown.day })}>
              <ChallengeCard now={now} {...challengeCardProps(shown.challenge, actions)} />
            </section>
          ) : shown ? (
            <p className="text-ink-muted">{t('door.opensOn', { day: shown.day })}</p>
          ) : null}
        </div>
      )}
    </main>
  );
}
