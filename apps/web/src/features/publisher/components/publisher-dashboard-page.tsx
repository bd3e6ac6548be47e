// spec 1 §2 /publisher/dashboard "Only for users who have a publisher user" (issue 14 Build 4): the
// studios the signed-in player is a publisher user of. The server decides: it lists no studio for
// anyone else and refuses their calls, so a player who is not one sees why instead of a dashboard.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { publisherStudiosQueryOptions } from '@levelup/api/publisher';
import { useSession } from '#app/session.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useApi } from '#shared/use-api.ts';
import { publisherText, usePublisherText } from '../publisher-text.ts';
import { StudioDashboard } from './studio-dashboard.tsx';

/** The notice for a player who is no publisher user (read in the language of the import, for tests). */
export const NOT_A_PUBLISHER_TEXT = publisherText('page.notAPublisher');

export function PublisherDashboardPage() {
  const t = usePublisherText();
  const session = useSession();
  const location = useLocation();
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('page.title')}</h1>
      {session.status === 'signedIn' ? (
        <PublisherStudios />
      ) : session.status === 'loading' ? (
        <p role="status" className="text-ink-muted">
          {t('page.loadingAccount')}
        </p>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-ink-muted">{t('page.signInPrompt')}</p>
          <SiteLink
            href={authRedirectPath({ source: location.pathname, destination: location.href })}
            className={buttonLinkClasses('primary')}
          >
            {t('page.signIn')}
          </SiteLink>
        </div>
      )}
    </main>
  );
}

function PublisherStudios() {
  const t = usePublisherText();
  const studios = useQuery(publisherStudiosQueryOptions(useApi()));
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  if (studios.isPending)
    return (
      <p role="status" className="text-ink-muted">
        {t('page.loadingStudios')}
      </p>
    );
  if (studios.isError)
    return (
      <p role="alert" className="text-danger">
        {t('page.studiosFailed')}
      </p>
    );
  const [first] = studios.data;
  if (!first)
    return (
      <p role="alert" className="text-lg">
        {t('page.notAPublisher')}
      </p>
    );
  const studioId = studios.data.some((studio) => studio.id === chosen)
    ? (chosen as string)
    : first.id;
  return (
    <>
      {studios.data.length > 1 ? (
        <div className="flex items-center gap-3">
          <label htmlFor={selectId} className="font-bold">
            {t('page.studioLabel')}
          </label>
          <select
            id={selectId}
            value={studioId}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10 rounded-md border border-ink-muted/40 bg-surface-raised px-3"
          >
            {studios.data.map((studio) => (
              <option key={studio.id} value={studio.id}>
                {studio.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <StudioDashboard key={studioId} studioId={studioId} />
    </>
  );
}
