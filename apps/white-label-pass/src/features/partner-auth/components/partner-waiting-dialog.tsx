import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';

/** While the partner's sign-in window is open: waiting, with a way to give up. */
export default function PartnerWaitingDialog({ onCancel }: { onCancel: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Waiting for your sign-in"
      description="Finish signing in in the window that opened; this page continues by itself."
      closeLabel="Stop waiting"
      actions={
        <Button variant="secondary" onClick={onCancel}>
          Cancel
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
