import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type DrawerSide = 'left' | 'right';

export type DrawerProps = {
  side?: DrawerSide;
  /** The drawer's accessible name; shown as its heading unless `hideTitle` is set. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** An element (usually a <button>) that opens the drawer when clicked. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const sideClasses: Record<DrawerSide, string> = {
  left: 'left-0 border-r',
  right: 'right-0 border-l',
};

/**
 * A side drawer on Radix Dialog: focus trap; an outside click or Escape closes it (spec 1 §4
 * Drawer widget list). 370px wide on desktop (spec 1 §9), full width on small screens.
 */
export function Drawer({
  side = 'right',
  title,
  hideTitle = false,
  description,
  children,
  closeLabel,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: DrawerProps) {
  const t = useUiText();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <DialogPrimitive.Content
          data-side={side}
          className={`fixed inset-y-0 z-40 flex w-full flex-col overflow-y-auto border-ink-muted/30 bg-surface text-ink shadow-2xl focus:outline-none sm:w-[370px] ${sideClasses[side]}`}
        >
          <div className="flex items-start justify-between gap-3 p-4">
            <DialogPrimitive.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold'}>
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel ?? t('common.close')}
              className="ml-auto rounded-full p-1.5 text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="px-4 text-sm text-ink-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
