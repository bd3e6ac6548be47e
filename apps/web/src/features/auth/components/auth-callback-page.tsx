// spec 2 §2: /auth/callback is the sign-in return target. The server comes back with
// ?status=success|error&code=...&state=...; on success the refresh cookie holds the new session.
// spec 2 §4 Telegram login: the popup lands here too, with telegram_token in the hash; it just closes.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { externalSignInReturn, forgetExternalSignIn } from '@levelup/domain/external-sign-in';
import { AuthPanel } from '@levelup/ui/auth/auth-panel';
import { env } from '#env.ts';
import { useSessionController } from '#app/session.ts';
import { takeAdopsRedirect } from '#shared/adops-redirect.ts';
import { takeAuthSource } from '#shared/auth-source.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { SSO_UPGRADE_SOURCE, markPlaypointModalPending } from '#shared/sso-upgrade-markers.ts';
import { signInErrorText } from '../lib/sign-in-error-text.ts';
import { forgetThirdPartySignIn, thirdPartyDestination } from '../lib/third-party-sign-in.ts';
import { useAuthText } from '../auth-text.ts';

const browserStores = () => ({ session: window.sessionStorage, local: window.localStorage });

export type AuthCallbackPageProps = { status?: string; code?: string; state?: string };

export function AuthCallbackPage({ status, code, state }: AuthCallbackPageProps) {
  const t = useAuthText();
  const session = useSessionController();
  const navigate = useNavigate();
  // A social provider's sign-in, or one at the identity service (spec 2 §1: auth-redirect-uri).
  const [destination] = useState(
    () =>
      thirdPartyDestination(state) ??
      externalSignInReturn(state, browserStores())?.destination ??
      null,
  );
  const [restoreFailed, setRestoreFailed] = useState(false);
  const started = useRef(false);
  const answerError =
    status !== 'success'
      ? signInErrorText(code ?? null, env.productName)
      : destination
        ? null
        : t('callback.unverified');
  const error = answerError ?? (restoreFailed ? t('callback.unverified') : null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.opener && window.location.hash.includes('telegram_token=')) {
      window.close();
      return;
    }
    forgetThirdPartySignIn();
    forgetExternalSignIn(browserStores());
    if (answerError || !destination) return;
    void session.restore({ justLoggedIn: true }).then((signedIn) => {
      // spec 1 §4 SSO upgrade: a third-party sign-up started from the upgrade modal (auth_source).
      if (signedIn && takeAuthSource() === SSO_UPGRADE_SOURCE) markPlaypointModalPending();
      // spec 1 §9 adops-redirect-uri: a new account from a campaign lands on its page.
      const isNewUser = session.store.getState().metadata?.isNewUser ?? false;
      if (signedIn)
        void navigate({ href: takeAdopsRedirect({ isNewUser }) ?? destination, replace: true });
      else setRestoreFailed(true);
    });
  }, [answerError, destination, navigate, session]);

  return (
    <AuthPanel
      title={error ? t('callback.failed') : t('callback.signingIn')}
      footer={
        error ? (
          <>
            <SiteLink href="/auth/login" className="font-semibold text-accent underline">
              {t('callback.backToSignIn')}
            </SiteLink>
            <SiteLink href="/auth/sign-up" className="font-semibold text-accent underline">
              {t('callback.createAccount')}
            </SiteLink>
          </>
        ) : null
      }
    >
      <p
        role={error ? 'alert' : 'status'}
        className={error ? 'font-semibold text-danger' : 'text-ink-muted'}
      >
        {error ?? t('callback.oneMoment')}
      </p>
    </AuthPanel>
  );
}
