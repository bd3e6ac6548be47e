// spec 1 §6 Roles: the profile pages are a signed-in player's; a visitor is sent to sign in.
import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { useSession } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';

export type SignedInOnlyProps = {
  title: string;
  children: (user: SessionUser) => ReactNode;
};

/** Renders its children for a signed-in player, a sign-in prompt for a visitor. */
export function SignedInOnly({ title, children }: SignedInOnlyProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') return children(session.user);
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {session.status === 'loading' ? (
        <p role="status" className="text-ink-muted">
          Loading your account…
        </p>
      ) : (
        <>
          <p className="text-lg text-ink-muted">Sign in to see this page.</p>
          <SiteLink
            href={authRedirectPath({ source: location.pathname, destination: location.href })}
            className={buttonLinkClasses('primary')}
          >
            Sign in
          </SiteLink>
        </>
      )}
    </section>
  );
}
