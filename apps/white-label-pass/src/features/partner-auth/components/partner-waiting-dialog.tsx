import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';

/** While the partner's sign-in window is open: waiting, with a way to give up. */
export default function PartnerWaitingDialog({ onCancel }: { onCancel: () => void }) {
  const t = useWhiteLabelText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('signIn.waitingTitle')}
      description={t('signIn.waitingBody')}
      closeLabel={t('signIn.stopWaiting')}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('signIn.cancel')}
        </Button>
      }
    >
      <span
        aria-hidden
        className="mx-auto size-10 animate-spin rounded-full motion-reduce:animate-none border-4 border-ink-muted/30 border-t-accent"
      />
    </Dialog>
  );
}
