// spec 2 §2 Modals: First playpoints received — YOU GOT YOUR FIRST PLAYPOINTS, then NEXT leads to the
// premium chest modal (spec 2 §4 Legendary chest purchase).
import { Button } from '../../primitives/button.tsx';
import { Dialog } from '../../primitives/dialog.tsx';

export type FirstPlaypointsModalProps = {
  playpoints: number;
  onNext: () => void;
  onClose: () => void;
};

export function FirstPlaypointsModal({ playpoints, onNext, onClose }: FirstPlaypointsModalProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="YOU GOT YOUR FIRST PLAYPOINTS"
      description={`You now have ${playpoints.toLocaleString('en-US')} Playpoints.`}
      actions={<Button onClick={onNext}>NEXT</Button>}
    />
  );
}
