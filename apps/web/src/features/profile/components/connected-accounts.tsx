// issue 14 Build 2: Manage Account's Connected accounts section (spec 2 §3 Auth providers, §7
// Third-party sign-in). The list and its flows load only with it, so the page's first load stays as
// it was.
import { Suspense, lazy } from 'react';
import type { OpenTelegramPopup } from './connected-accounts-panel.tsx';
import { useProfileText } from '../profile-text.ts';

const ConnectedAccountsPanel = lazy(() => import('./connected-accounts-panel.tsx'));

export type ConnectedAccountsProps = {
  /** Opens the Telegram login popup (the auth feature's) and resolves with its telegram_token. */
  openTelegramPopup: OpenTelegramPopup;
};

export function ConnectedAccounts({ openTelegramPopup }: ConnectedAccountsProps) {
  const t = useProfileText();
  return (
    <Suspense fallback={<p className="text-sm text-ink-muted">{t('social.loading')}</p>}>
      <ConnectedAccountsPanel openTelegramPopup={openTelegramPopup} />
    </Suspense>
  );
}
