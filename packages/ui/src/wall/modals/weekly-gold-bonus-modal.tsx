// spec 2 §2 Modals: weekly gold bonus with a COLLECT button; spec 2 §4 Weekly gold bonus.
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { useWallText } from '../../i18n/wall-text.ts';
import { useWallNoticesText } from '../../i18n/wall-notices-text.ts';

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
  const t = useWallNoticesText();
  const tw = useWallText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || collecting ? undefined : onClose())}
      title={t('wallNotices.weeklyGold.title')}
      description={t('wallNotices.weeklyGold.body', { amount })}
      actions={
        <Button onClick={onCollect} pending={collecting}>
          {t('wallNotices.weeklyGold.collect')}
        </Button>
      }
    >
      <p className="text-center text-3xl font-bold text-accent">{tw('wall.gold', { amount })}</p>
    </Dialog>
  );
}
