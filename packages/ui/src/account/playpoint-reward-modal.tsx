// spec 1 §4 SSO upgrade flow: the congratulation modal (the reward for upgrading is 100 Playpoints).
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type PlaypointRewardModalProps = {
  playpoints: number;
  onConfirm: () => void;
  /** While the reward is being credited, Confirm is disabled. */
  confirming?: boolean;
  /** Shown when crediting failed; Confirm can be tried again. */
  error?: string | null;
};

/** Congratulates a player who upgraded their sign-in; Confirm credits the Playpoints. */
export function PlaypointRewardModal({
  playpoints,
  onConfirm,
  confirming = false,
  error,
}: PlaypointRewardModalProps) {
  const t = useUiText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || confirming ? undefined : onConfirm())}
      title={t('account.playpointReward.title')}
      description={t('account.playpointReward.body', { playpoints })}
      actions={
        <Button onClick={onConfirm} disabled={confirming}>
          {t('account.playpointReward.confirm')}
        </Button>
      }
    >
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
