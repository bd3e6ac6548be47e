import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactElement, ReactNode } from 'react';

export type PopoverProps = {
  /** A focusable element, usually a <button>; clicking it toggles the popover. */
  trigger: ReactElement;
  children: ReactNode;
  /** The content's accessible name. */
  label?: string;
  /** Also open while a mouse pointer rests on the trigger or the content (balance chips, spec 1 §2). */
  openOnHover?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  /**
   * With `defaultOpen` and `openOnHover`: the first open counts as a hover one, so moving the pointer
   * away closes it (a lazily loaded popover that appears under a pointer already resting on its trigger).
   */
  defaultOpenByHover?: boolean;
  onOpenChange?: (open: boolean) => void;
};

// Leaving the trigger for the content crosses a small gap; wait before closing.
const hoverCloseDelayMs = 150;

/** A popover (Radix: Escape and outside click close it), optionally opened on hover. */
export function Popover({
  trigger,
  children,
  label,
  openOnHover = false,
  side = 'bottom',
  align = 'center',
  open,
  defaultOpen = false,
  defaultOpenByHover = false,
  onOpenChange,
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(openOnHover && defaultOpen && defaultOpenByHover);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function setOpen(next: boolean) {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  const hoverHandlers = openOnHover
    ? {
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(closeTimer.current);
          if (!isOpen) {
            openedByHover.current = true;
            setOpen(true);
          }
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse' || !openedByHover.current) return;
          closeTimer.current = setTimeout(() => {
            openedByHover.current = false;
            setOpen(false);
          }, hoverCloseDelayMs);
        },
      }
    : {};

  return (
    <PopoverPrimitive.Root
      open={isOpen}
      onOpenChange={(next) => {
        openedByHover.current = false;
        setOpen(next);
      }}
    >
      <PopoverPrimitive.Trigger asChild {...hoverHandlers}>
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          // A hover must not pull keyboard focus away from where the user is.
          onOpenAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault();
          }}
          className="z-50 max-w-xs rounded-lg border border-ink-muted/30 bg-surface-raised p-3 text-sm text-ink shadow-xl focus:outline-none"
          {...hoverHandlers}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
