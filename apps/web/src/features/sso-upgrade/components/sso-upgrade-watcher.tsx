// spec 1 §4 SSO upgrade flow: with the flags loaded and has_migrated_to_sso false, the upgrade modal
// opens after 2 s and every hour; the should-open-playpoint-modal marker opens the congratulation modal
// after 3 s; a player with a password gets the local user-has-password marker. Modals go through the
// ui modal queue and load only when they open.
import { Suspense, lazy, useEffect } from 'react';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { ModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { useSession } from '#app/session.ts';
import { isPlaypointModalPending, markUserHasPassword } from '#shared/sso-upgrade-markers.ts';
import {
  PLAYPOINT_MODAL_DELAY_MS,
  hasMigratedToSso,
  scheduleSsoUpgradeModal,
} from '../lib/sso-upgrade-schedule.ts';

const SsoUpgradeDialog = lazy(() => import('./sso-upgrade-dialog.tsx'));
const PlaypointRewardDialog = lazy(() => import('./playpoint-reward-dialog.tsx'));

/** Modal queue ids. */
export const SSO_UPGRADE_MODAL_ID = 'sso-upgrade';
export const PLAYPOINT_REWARD_MODAL_ID = 'sso-upgrade-playpoints';

export type SsoUpgradeWatcherProps = { store?: ModalQueueStore };

/** Renders nothing; schedules the SSO upgrade modals for the signed-in player. */
export function SsoUpgradeWatcher({ store = modalQueueStore }: SsoUpgradeWatcherProps) {
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const userId = user?.id ?? null;
  const needsUpgrade = user !== null && !hasMigratedToSso(user.userFlags);
  const hasPassword = user?.hasPassword ?? false;

  useEffect(() => {
    if (hasPassword) markUserHasPassword();
  }, [hasPassword]);

  useEffect(() => {
    if (!needsUpgrade) return;
    return scheduleSsoUpgradeModal(() =>
      store.getState().open({
        id: SSO_UPGRADE_MODAL_ID,
        zIndex: 10,
        render: (close) => (
          <Suspense fallback={null}>
            <SsoUpgradeDialog onClose={close} />
          </Suspense>
        ),
      }),
    );
  }, [needsUpgrade, store]);

  useEffect(() => {
    if (!userId || !isPlaypointModalPending()) return;
    const timer = setTimeout(
      () =>
        store.getState().open({
          id: PLAYPOINT_REWARD_MODAL_ID,
          zIndex: 20,
          render: (close) => (
            <Suspense fallback={null}>
              <PlaypointRewardDialog onClose={close} />
            </Suspense>
          ),
        }),
      PLAYPOINT_MODAL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [userId, store]);

  return null;
}
