import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';

export type TooltipProps = {
  /** The text shown on hover and focus. */
  content: ReactNode;
  /** The focusable element the tooltip describes. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/**
 * A tooltip shown while its element is hovered or focused; Escape hides it.
 * Screen readers get the text as the element's description (a hidden node it always points to),
 * so the floating bubble itself is hidden from them and never takes focus.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor
        asChild
        aria-describedby={descriptionId}
        onPointerEnter={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {children}
      </PopoverPrimitive.Anchor>
      <span id={descriptionId} hidden>
        {content}
      </span>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          role="tooltip"
          aria-hidden
          side={side}
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          // The focus that opens the tooltip is outside it; blur on the anchor closes it instead.
          onFocusOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="pointer-events-none z-50 max-w-56 rounded-md bg-ink px-2.5 py-1.5 text-center text-xs font-semibold text-surface shadow-lg"
        >
          {content}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
