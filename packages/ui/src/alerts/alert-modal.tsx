// spec 1 §2 Modals: the generic alert modal, a red title, a message and buttons.
import type { ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

/** A footer button: an action (closing the modal after it), or a link such as a mailto. */
export type AlertModalAction =
  { label: string; onClick?: () => void } | { label: string; href: string };

export type AlertModalProps = {
  title: string;
  message: ReactNode;
  /** The first one is the primary button and takes the focus. */
  actions: ReadonlyArray<AlertModalAction>;
  /** Escape, the close button, an outside click, or any action closes it. */
  onClose: () => void;
  open?: boolean;
};

const linkClasses =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** A red-titled alert (Radix dialog: focus trapped and returned, Escape closes). */
export function AlertModal({ title, message, actions, onClose, open = true }: AlertModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      tone="alert"
      title={title}
      description={message}
      actions={actions.map((action, index) =>
        'href' in action ? (
          <a key={action.label} href={action.href} className={linkClasses} onClick={onClose}>
            {action.label}
          </a>
        ) : (
          <Button
            key={action.label}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => {
              action.onClick?.();
              onClose();
            }}
          >
            {action.label}
          </Button>
        ),
      )}
    />
  );
}
