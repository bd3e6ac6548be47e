// spec 2 §2 Modals: First playpoints received — YOU GOT YOUR FIRST PLAYPOINTS, then NEXT leads to the
// premium chest modal (spec 2 §4 Legendary chest purchase).
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';
import { useWallNoticesText } from '../../i18n/wall-notices-text.ts';

export type FirstPlaypointsModalProps = {
  playpoints: number;
  onNext: () => void;
  onClose: () => void;
};

export function FirstPlaypointsModal({ playpoints, onNext, onClose }: FirstPlaypointsModalProps) {
  const t = useWallNoticesText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('wallNotices.firstPlaypoints.title')}
      description={t('wallNotices.firstPlaypoints.body', { playpoints })}
      actions={<Button onClick={onNext}>{t('wallNotices.firstPlaypoints.next')}</Button>}
    />
  );
}
