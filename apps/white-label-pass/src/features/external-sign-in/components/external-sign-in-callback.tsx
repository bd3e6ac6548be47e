// spec 2 §2 /white-label-battlepass-v2/auth/callback: the return from the identity service (spec 2
// §1). The server answers ?status=success|error&code=...&state=...; on success the refresh cookie
// holds the new session, which this app restores on load (main.tsx). Once it is there, the player
// goes back to the page the sign-in started on (auth-redirect-uri).
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { externalSignInReturn, forgetExternalSignIn } from '@levelup/domain/external-sign-in';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';
import type { PartnerAppSessionState } from '#app/session/partner-app-session.ts';

export type ExternalSignInCallbackProps = {
  status?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  session: StoreApi<PartnerAppSessionState>;
  /** Leaves for a page of this app (a full load of the remembered address). */
  leave?: (href: string) => void;
};

const stores = () => ({ session: window.sessionStorage, local: window.localStorage });

export function ExternalSignInCallback({
  status,
  state,
  session,
  leave = (href) => window.location.replace(href),
}: ExternalSignInCallbackProps) {
  const t = useWhiteLabelText();
  const [pending] = useState(() => externalSignInReturn(state, stores()));
  const sessionStatus = useStore(session, (current) => current.status);
  const left = useRef(false);
  const failed = status !== 'success' || !pending || sessionStatus === 'signedOut';

  useEffect(() => {
    forgetExternalSignIn(stores());
  }, []);
  useEffect(() => {
    if (failed || sessionStatus !== 'signedIn' || left.current || !pending) return;
    left.current = true;
    leave(pending.destination);
  }, [failed, leave, pending, sessionStatus]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        {t(failed ? 'callback.failedTitle' : 'callback.pendingTitle')}
      </h1>
      <p role={failed ? 'alert' : 'status'}>{t(failed ? 'callback.failed' : 'callback.pending')}</p>
      {failed ? (
        <a className="font-semibold underline" href={pending?.originUri ?? './'}>
          {t('callback.back')}
        </a>
      ) : null}
    </main>
  );
}
