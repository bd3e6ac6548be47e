// spec 1 §4 SSO upgrade flow: the congratulation modal (100 Playpoints); Confirm credits the reward
// (the server credits it once per player) and removes the should-open-playpoint-modal marker.
import { useState } from 'react';
import { ClaimSsoUpgradeRewardDocument } from '@levelup/api/accounts';
import { PlaypointRewardModal } from '@levelup/ui/account/playpoint-reward-modal';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { clearPlaypointModalPending } from '#shared/sso-upgrade-markers.ts';
import { useApi } from '#shared/use-api.ts';
import { SSO_UPGRADE_REWARD_PLAYPOINTS } from '../lib/sso-upgrade-schedule.ts';

export default function PlaypointRewardDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const session = useSessionController();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setConfirming(true);
    setError(null);
    try {
      const { claimSsoUpgradeReward } = await api.request(ClaimSsoUpgradeRewardDocument);
      session.setUser(claimSsoUpgradeReward);
      clearPlaypointModalPending();
      onClose();
    } catch (failure) {
      setError(apiErrorText(failure));
      setConfirming(false);
    }
  };

  return (
    <PlaypointRewardModal
      playpoints={SSO_UPGRADE_REWARD_PLAYPOINTS}
      confirming={confirming}
      error={error}
      onConfirm={() => void confirm()}
    />
  );
}
