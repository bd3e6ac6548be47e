import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type DialogImage = {
  src: string;
  alt: string;
  /** 'contain' shows the whole image (an item's icon) inside the frame; 'cover' (default) fills it. */
  fit?: 'cover' | 'contain';
};

export type DialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title in a 16:9 frame (spec 1 §9 modal image header ratio). */
  image?: DialogImage | null;
  /** Footer buttons, laid out in a row. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A red title, for the generic alert modal (spec 1 §2 Modals). */
  tone?: 'default' | 'alert';
  /** The close button's accessible name. */
  closeLabel?: string;
  /** An element (usually a <button>) that opens the dialog when clicked. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A modal dialog (Radix: focus trap, Escape and outside click close it, focus returns to the trigger,
 * or, for a dialog opened without one (the modal queue's), to what had the focus before it opened).
 */
export function Dialog({
  title,
  description,
  image,
  actions,
  children,
  tone = 'default',
  closeLabel,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: DialogProps) {
  const t = useUiText();
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            if (!trigger && document.activeElement instanceof HTMLElement)
              focusedBefore.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (focusedBefore.current?.isConnected) focusedBefore.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-surface-raised text-ink shadow-2xl focus:outline-none"
        >
          {image ? (
            <img
              src={image.src}
              alt={image.alt}
              className={`aspect-video w-full ${image.fit === 'contain' ? 'bg-surface object-contain p-4' : 'object-cover'}`}
            />
          ) : null}
          <div className="flex flex-col gap-3 p-6">
            <DialogPrimitive.Title
              className={`pr-8 text-xl font-bold ${tone === 'alert' ? 'text-danger' : 'text-ink'}`}
            >
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-ink-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
            {children}
            {actions ? (
              <div className="mt-2 flex flex-wrap justify-end gap-3">{actions}</div>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label={closeLabel ?? t('common.close')}
            className="absolute top-3 right-3 rounded-full bg-surface/80 p-1.5 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a footer button so that clicking it closes the dialog (Radix Dialog.Close). */
export const DialogClose = DialogPrimitive.Close;
