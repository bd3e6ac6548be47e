// spec 1 §2 Routes: /profile/me and its tabs.
import type { ReactNode } from 'react';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { SignedInOnly } from './signed-in-only.tsx';
import { useProfileText } from '../profile-text.ts';

/** The profile frame: header, tabs and the current tab. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const t = useProfileText();
  return (
    <SignedInOnly title={t('layout.title')}>
      {(user) => (
        <div className="mx-auto flex w-full max-w-secondary flex-col gap-6 px-4 py-8 sm:px-6">
          <ProfileHeader user={user} />
          <ProfileTabs />
          {children}
        </div>
      )}
    </SignedInOnly>
  );
}
