// spec 1 §6 Roles: the profile pages are a signed-in player's; a visitor is sent to sign in.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { useSession, useSessionController } from '#app/session.ts';
import { waitForAuthentication } from '#app/session/wait-for-authentication.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useProfileText } from '../profile-text.ts';

export type SignedInOnlyProps = {
  title: string;
  children: (user: SessionUser) => ReactNode;
};

/** Renders its children for a signed-in player, a sign-in prompt for a visitor. */
export function SignedInOnly({ title, children }: SignedInOnlyProps) {
  const t = useProfileText();
  const session = useSession();
  const location = useLocation();
  const timedOut = useAuthenticationTimeout(session.status === 'loading');
  if (session.status === 'signedIn') return children(session.user);
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {session.status === 'loading' && !timedOut ? (
        <p role="status" className="text-ink-muted">
          {t('signedInOnly.loading')}
        </p>
      ) : session.status === 'loading' ? (
        <>
          <p role="alert" className="text-lg text-ink-muted">
            {t('signedInOnly.timedOut')}
          </p>
          <SiteLink
            href={authRedirectPath({ source: location.pathname, destination: location.href })}
            className={buttonLinkClasses('primary')}
          >
            {t('signedInOnly.signIn')}
          </SiteLink>
        </>
      ) : (
        <>
          <p className="text-lg text-ink-muted">{t('signedInOnly.signInToSee')}</p>
          <SiteLink
            href={authRedirectPath({ source: location.pathname, destination: location.href })}
            className={buttonLinkClasses('primary')}
          >
            {t('signedInOnly.signIn')}
          </SiteLink>
        </>
      )}
    </section>
  );
}

/**
 * spec 2 §4 Auth: waiting for authentication times out after 5 s (spec 2 §8: "Timeout for waiting
 * isAuthenticated", shown from the catalogue); the page then offers to sign in instead of waiting on.
 */
function useAuthenticationTimeout(waiting: boolean): boolean {
  const { store } = useSessionController();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let active = true;
    waitForAuthentication(store).catch(() => {
      if (active && store.getState().status === 'loading') setTimedOut(true);
    });
    return () => {
      active = false;
    };
  }, [store, waiting]);
  return timedOut;
}
