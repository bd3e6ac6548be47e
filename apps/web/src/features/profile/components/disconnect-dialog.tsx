// issue 14 Build 2: DISCONNECT on Manage Account asks first.
import { Dialog } from '@levelup/ui/primitives/dialog';
import { Button } from '@levelup/ui/primitives/button';
import { useProfileText } from '../profile-text.ts';

export type DisconnectDialogProps = {
  /** The provider being disconnected; null keeps the dialog closed. */
  providerName: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DisconnectDialog({
  providerName,
  pending,
  onCancel,
  onConfirm,
}: DisconnectDialogProps) {
  const t = useProfileText();
  const provider = providerName ?? '';
  return (
    <Dialog
      open={providerName !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('social.confirm.title', { provider })}
      description={t('social.confirm.body', { provider })}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('social.confirm.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? t('social.confirm.disconnecting') : t('social.confirm.disconnect')}
          </Button>
        </>
      }
    />
  );
}
