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
import { StudioDashboard } from './studio-dashboard.tsx';

export const NOT_A_PUBLISHER_TEXT =
  'The Publisher Dashboard is for publisher users only. Ask us to add your account to your studio.';

export function PublisherDashboardPage() {
  const session = useSession();
  const location = useLocation();
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Publisher Dashboard</h1>
      {session.status === 'signedIn' ? (
        <PublisherStudios />
      ) : session.status === 'loading' ? (
        <p role="status" className="text-ink-muted">
          Loading your account…
        </p>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-ink-muted">Sign in to see this page.</p>
          <SiteLink
            href={authRedirectPath({ source: location.pathname, destination: location.href })}
            className={buttonLinkClasses('primary')}
          >
            Sign in
          </SiteLink>
        </div>
      )}
    </main>
  );
}

function PublisherStudios() {
  const studios = useQuery(publisherStudiosQueryOptions(useApi()));
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  if (studios.isPending)
    return (
      <p role="status" className="text-ink-muted">
        Loading your studios…
      </p>
    );
  if (studios.isError)
    return (
      <p role="alert" className="text-danger">
        Your studios could not be loaded.
      </p>
    );
  const [first] = studios.data;
  if (!first)
    return (
      <p role="alert" className="text-lg">
        {NOT_A_PUBLISHER_TEXT}
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
            Studio
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
