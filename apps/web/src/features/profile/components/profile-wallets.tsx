// issue 13 Build 5: the profile's Wallets section (spec 2 §3 User wallets). Its list and the wallet
// flow load only with it (the signed-in operations and, on CONNECT WALLET, the wallet code), so the
// profile's first load stays as it was.
import { Suspense, lazy } from 'react';
import { useProfileText } from '../profile-text.ts';

const ProfileWalletsPanel = lazy(() => import('./profile-wallets-panel.tsx'));

export function ProfileWallets() {
  const t = useProfileText();
  return (
    <section
      aria-labelledby="wallets-title"
      className="rounded-xl bg-surface-raised p-5 sm:col-span-2"
    >
      <h2 id="wallets-title" className="text-lg font-bold">
        {t('wallets.title')}
      </h2>
      <Suspense fallback={<p className="mt-2 text-sm text-ink-muted">{t('wallets.loading')}</p>}>
        <ProfileWalletsPanel />
      </Suspense>
    </section>
  );
}
