// spec 1 §4 Partner-site auth: the sign-in button, the waiting modal, the failure and time-out notices,
// and the signed-in player's name once the session is held.
import { Suspense, lazy } from 'react';
import { Button } from '@levelup/ui/primitives/button';
import { FormError } from '@levelup/ui/forms/form-error';
import { playerNameText } from '@levelup/ui/i18n/product-words';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';
import type { PartnerAppSessionState } from '#app/session/partner-app-session.ts';
import type { PartnerSignInState } from '../hooks/use-partner-sign-in.ts';

const WaitingDialog = lazy(() => import('./partner-waiting-dialog.tsx'));

export type PartnerAccountBarProps = {
  session: PartnerAppSessionState;
  signIn: PartnerSignInState & { start: () => void; cancel: () => void };
  /** The partner group's fixed fallback name for a player without a username (spec 1 §3 User). */
  anonymousUsername?: string | null;
};

export function PartnerAccountBar({ session, signIn, anonymousUsername }: PartnerAccountBarProps) {
  const t = useWhiteLabelText();
  if (session.status === 'signedIn') {
    return (
      <p className="text-sm text-ink-muted" role="status">
        {t('signIn.signedInAs')}{' '}
        <strong className="text-ink">
          {playerNameText(session.user?.username, anonymousUsername)}
        </strong>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <Button onClick={signIn.start} disabled={signIn.waiting || session.status === 'loading'}>
        {t('signIn.button')}
      </Button>
      <FormError>{signIn.error ?? (signIn.timedOut ? t('signIn.timedOut') : null)}</FormError>
      {signIn.waiting ? (
        <Suspense fallback={null}>
          <WaitingDialog onCancel={signIn.cancel} />
        </Suspense>
      ) : null}
    </div>
  );
}
