import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryLauncher } from '#features/auth/components/password-recovery-launcher.tsx';
import { openTelegramLogin } from '#features/auth/lib/telegram-login.ts';
import { ManageAccountPage } from '#features/profile/components/manage-account-page.tsx';
import { useRouteText } from './-route-text.ts';

// spec 1 §2 Routes: /profile/manage-account; the password is changed through the recovery steps, and
// Telegram is connected through the auth feature's login popup (issue 14 Build 2).
export const Route = createFileRoute('/profile/manage-account')({
  component: ManageAccountRoute,
});

function ManageAccountRoute() {
  const t = useRouteText();
  return (
    <ManageAccountPage
      changePassword={(email) => (
        <PasswordRecoveryLauncher
          label={t('manageAccount.changePassword')}
          initialEmail={email}
          className="inline-flex h-10 items-center rounded-md border border-ink-muted/40 px-4 font-bold tracking-wide text-ink hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      )}
      openTelegramPopup={(authorizeUrl, state) => openTelegramLogin({ authorizeUrl, state })}
    />
  );
}
