// spec 1 §4 SSO upgrade flow: the button goes to the sign-up auth page, closes the modal and records an
// SSO-upgrade event.
import { useNavigate } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { SsoUpgradeModal } from '@levelup/ui/account/sso-upgrade-modal';
import { trackEvent } from '#shared/analytics.ts';
import { SSO_UPGRADE_SOURCE } from '#shared/sso-upgrade-markers.ts';
import { SSO_UPGRADE_REWARD_PLAYPOINTS } from '../lib/sso-upgrade-schedule.ts';

export default function SsoUpgradeDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <SsoUpgradeModal
      rewardPlaypoints={SSO_UPGRADE_REWARD_PLAYPOINTS}
      onClose={onClose}
      onUpgrade={() => {
        trackEvent('sso-upgrade-clicked');
        onClose();
        void navigate({
          href: authRedirectPath({ authPath: '/auth/sign-up', source: SSO_UPGRADE_SOURCE }),
        });
      }}
    />
  );
}
