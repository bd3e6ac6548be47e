// spec 1 §4 Partner-site auth: the sign-in button, the waiting modal, the failure and time-out notices,
// and the signed-in player's avatar and name once the session is held: a player without a picture
// shows the season's default avatar (spec 2 §3 theme.themeSettings.defaultAvatarPath; issue 27).
import { Suspense, lazy } from 'react';
import { UserAvatar } from '@levelup/ui/account/user-avatar';
import { Button } from '@levelup/ui/primitives/button';
import { FormError } from '@levelup/ui/forms/form-error';
import { playerInitialsText, playerNameText } from '@levelup/ui/i18n/product-words';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';
import type { PartnerAppSessionState } from '#app/session/partner-app-session.ts';
import type { PartnerSignInState } from '../hooks/use-partner-sign-in.ts';

const WaitingDialog = lazy(() => import('./partner-waiting-dialog.tsx'));

export type PartnerAccountBarProps = {
  session: PartnerAppSessionState;
  signIn: PartnerSignInState & { start: () => void; cancel: () => void };
  /** The partner group's fixed fallback name for a player without a username (spec 1 §3 User). */
  anonymousUsername?: string | null;
  /** The season's default avatar for a player without a picture (spec 2 §3). */
  defaultAvatarPath?: string | null;
};

export function PartnerAccountBar({
  session,
  signIn,
  anonymousUsername,
  defaultAvatarPath,
}: PartnerAccountBarProps) {
  const t = useWhiteLabelText();
  if (session.status === 'signedIn') {
    return (
      <div className="flex items-center gap-2">
        <UserAvatar
          src={session.user?.profilePicPath}
          defaultSrc={defaultAvatarPath}
          initials={playerInitialsText(session.user?.username)}
          size="sm"
        />
        <p className="text-sm text-ink-muted" role="status">
          {t('signIn.signedInAs')}{' '}
          <strong className="text-ink">
            {playerNameText(session.user?.username, anonymousUsername)}
          </strong>
        </p>
      </div>
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
