// spec 1 §4 Sign-up / sign-in: on success the tokens are stored, the user goes to the destination, and
// after session start the user is refetched. spec 1 §4 SSO upgrade: a sign-up started from the upgrade
// modal sets the should-open-playpoint-modal marker (its source kept under auth_source, spec 1 §9).
import { useLocation, useNavigate } from '@tanstack/react-router';
import { readAuthRedirect } from '@levelup/domain/auth-redirect';
import { useSessionController } from '#app/session.ts';
import { takeAdopsRedirect } from '#shared/adops-redirect.ts';
import { takeAuthSource } from '#shared/auth-source.ts';
import type { SessionGrant } from '#app/session/session-types.ts';
import { SSO_UPGRADE_SOURCE, markPlaypointModalPending } from '#shared/sso-upgrade-markers.ts';
import { destinationAfterSignIn } from '../lib/auth-destination.ts';

/**
 * Starts the session from a sign-in or sign-up result (null: it has already started) and goes where
 * the auth redirect said.
 */
export function useFinishSignIn(): (grant: SessionGrant | null) => Promise<void> {
  const session = useSessionController();
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return async (grant) => {
    if (grant) await session.start(grant, { justLoggedIn: true });
    const source = takeAuthSource() ?? readAuthRedirect(searchStr).source;
    if (source === SSO_UPGRADE_SOURCE) markPlaypointModalPending();
    const isNewUser = session.store.getState().metadata?.isNewUser ?? false;
    await navigate({
      href: takeAdopsRedirect({ isNewUser }) ?? destinationAfterSignIn(searchStr),
      replace: true,
    });
  };
}
