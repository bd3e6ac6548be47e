// spec 2 §2 Modals: weekly gold bonus with a COLLECT button; spec 2 §4 Weekly gold bonus.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';

export type WeeklyGoldBonusModalProps = {
  amount: number;
  collecting: boolean;
  onCollect: () => void;
  onClose: () => void;
};

export function WeeklyGoldBonusModal({
  amount,
  collecting,
  onCollect,
  onClose,
}: WeeklyGoldBonusModalProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || collecting ? undefined : onClose())}
      title="WEEKLY GOLD BONUS"
      description={`Your activity last week earned you ${amount.toLocaleString('en-US')} Gold.`}
      actions={
        <Button onClick={onCollect} pending={collecting}>
          COLLECT
        </Button>
      }
    >
      <p className="text-center text-3xl font-bold text-accent">
        {amount.toLocaleString('en-US')} Gold
      </p>
    </Dialog>
  );
}
