// issue 14 Build 2: DISCONNECT on Manage Account asks first.
import { Dialog } from '@levelup/ui/primitives/dialog';
import { Button } from '@levelup/ui/primitives/button';

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
  return (
    <Dialog
      open={providerName !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Disconnect ${providerName ?? ''}?`}
      description={`You will no longer sign in with this ${providerName ?? ''} account. You can connect it again later.`}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            CANCEL
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'DISCONNECTING…' : 'DISCONNECT'}
          </Button>
        </>
      }
    />
  );
}
