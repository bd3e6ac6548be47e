// spec 1 §2 Modals: View reward item: game name, item name, first sentence of the description, OK.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type ViewRewardItemModalProps = {
  itemName: string;
  gameName?: string | null;
  /** The item's full description; the modal shows its first sentence. */
  description?: string | null;
  /** Shown as the 16:9 header. */
  imagePath?: string | null;
  onClose: () => void;
  open?: boolean;
};

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The first sentence of a text, trimmed ('' for none). */
function firstSentence(text: string): string {
  const first = sentences.segment(text.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.trim();
}

/** An in-game reward item: its game, its name and the first sentence of its description. */
export function ViewRewardItemModal({
  itemName,
  gameName,
  description,
  imagePath,
  onClose,
  open = true,
}: ViewRewardItemModalProps) {
  const t = useUiText();
  const summary = description ? firstSentence(description) : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      // Issue 10 fault 17: reward images are item icons; the whole icon shows, never cropped.
      image={imagePath ? { src: imagePath, alt: itemName, fit: 'contain' } : null}
      title={
        <>
          {gameName ? (
            <span className="block text-sm font-semibold text-ink-muted">{gameName}</span>
          ) : null}
          {itemName}
        </>
      }
      description={summary || undefined}
      actions={<Button onClick={onClose}>{t('items.ok')}</Button>}
    />
  );
}
