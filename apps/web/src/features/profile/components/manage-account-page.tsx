// spec 1 §2 Routes: /profile/manage-account — name, bio, picture, e-mail, password and (issue 14
// Build 2) connected social accounts.
import type { ReactNode } from 'react';
import { AvatarUpload } from './avatar-upload.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import type { OpenTelegramPopup } from './connected-accounts-panel.tsx';
import { ConnectedAccounts } from './connected-accounts.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SignedInOnly } from './signed-in-only.tsx';
import { useProfileText } from '../profile-text.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl bg-surface-raised p-5 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type ManageAccountPageProps = {
  /** The password recovery steps' opener (the auth feature's), given the player's e-mail. */
  changePassword: (email: string | undefined) => ReactNode;
  /** The Telegram login popup (the auth feature's), for connecting Telegram. */
  openTelegramPopup: OpenTelegramPopup;
};

export function ManageAccountPage({ changePassword, openTelegramPopup }: ManageAccountPageProps) {
  const t = useProfileText();
  return (
    <SignedInOnly title={t('manage.title')}>
      {(user) => (
        <div className="mx-auto flex w-full max-w-secondary flex-col gap-6 px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-bold">{t('manage.title')}</h1>
          <Section id="picture-title" title={t('manage.picture')}>
            <AvatarUpload user={user} />
          </Section>
          <Section id="profile-title" title={t('manage.profile')}>
            <ProfileForm user={user} />
          </Section>
          <Section id="email-title" title={t('manage.email')}>
            <ChangeEmailForm user={user} />
          </Section>
          <Section id="password-title" title={t('manage.password')}>
            <p className="text-sm text-ink-muted">
              {user.hasPassword ? t('manage.changePassword') : t('manage.setPassword')}
            </p>
            <div>{changePassword(user.email ?? undefined)}</div>
          </Section>
          <Section id="connected-accounts-title" title={t('manage.connectedAccounts')}>
            <ConnectedAccounts openTelegramPopup={openTelegramPopup} />
          </Section>
        </div>
      )}
    </SignedInOnly>
  );
}
