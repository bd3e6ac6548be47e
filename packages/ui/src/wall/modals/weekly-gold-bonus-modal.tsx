// spec 2 §2 Modals: weekly gold bonus with a COLLECT button; spec 2 §4 Weekly gold bonus.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { useWallText } from '../../i18n/wall-text.ts';

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
  const t = useWallText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || collecting ? undefined : onClose())}
      title={t('wall.weeklyGold.title')}
      description={t('wall.weeklyGold.body', { amount })}
      actions={
        <Button onClick={onCollect} pending={collecting}>
          {t('wall.weeklyGold.collect')}
        </Button>
      }
    >
      <p className="text-center text-3xl font-bold text-accent">{t('wall.gold', { amount })}</p>
    </Dialog>
  );
}
