import { cloneElement, useEffect, useId, useState } from 'react';
import type { CSSProperties, ReactElement, ReactNode } from 'react';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export type TooltipProps = {
  /** The text shown on hover and focus. */
  content: ReactNode;
  /** The focusable element the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: TooltipSide;
  /** Classes of the box around the element, e.g. `block size-full` for a card filling its cell. */
  className?: string;
};

// Where CSS anchor positioning is supported (Baseline 2026), the bubble is fixed to the viewport and
// anchored to the element: a scrolling container such as the horizontal track cannot clip it, and
// it flips to the other side when there is no room. Elsewhere it sits beside the element.
const ANCHORED = [
  'supports-[anchor-name:--a]:fixed supports-[anchor-name:--a]:inset-auto',
  'supports-[anchor-name:--a]:m-1.5 supports-[anchor-name:--a]:translate-none',
  '[position-anchor:var(--tooltip-anchor)] [position-try-fallbacks:flip-block,flip-inline]',
].join(' ');

const SIDE_CLASSES: Record<TooltipSide, string> = {
  top: 'bottom-full left-1/2 mb-1.5 -translate-x-1/2 [position-area:top]',
  bottom: 'top-full left-1/2 mt-1.5 -translate-x-1/2 [position-area:bottom]',
  left: 'top-1/2 right-full mr-1.5 -translate-y-1/2 [position-area:left]',
  right: 'top-1/2 left-full ml-1.5 -translate-y-1/2 [position-area:right]',
};

// Shown by CSS while the box is hovered or its element has keyboard focus.
const SHOWN_ON_HOVER_AND_FOCUS =
  'invisible opacity-0 transition-opacity group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-has-focus-visible/tooltip:visible group-has-focus-visible/tooltip:opacity-100';

/**
 * A tooltip shown while its element is hovered or has keyboard focus; Escape hides it until the
 * pointer leaves or focus moves. Screen readers get the text as the element's description (a
 * hidden node it always points to), so the bubble itself is hidden from them and never takes focus.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  className = 'inline-block',
}: TooltipProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const engaged = hovered || focused;

  // Escape works wherever focus is, as long as the tooltip can show (WCAG 1.4.13 dismissible).
  useEffect(() => {
    if (!engaged) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [engaged]);

  // Hovering or focusing anew shows a dismissed tooltip again.
  const engage = (set: (value: boolean) => void) => {
    if (!engaged) setDismissed(false);
    set(true);
  };

  // A CSS anchor name per tooltip; useId's characters are not all valid in an identifier.
  const anchor = { '--tooltip-anchor': `--tooltip${id.replace(/[^\w-]/g, '')}` } as CSSProperties;
  return (
    <div
      className={`group/tooltip relative [anchor-name:var(--tooltip-anchor)] ${className}`}
      style={anchor}
      onPointerEnter={() => engage(setHovered)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => engage(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': descriptionId })}
      <span id={descriptionId} hidden>
        {content}
      </span>
      {dismissed ? null : (
        <span
          role="tooltip"
          aria-hidden
          className={`pointer-events-none absolute z-50 w-max max-w-56 rounded-md bg-ink px-2.5 py-1.5 text-center text-xs font-semibold text-surface shadow-lg ${SHOWN_ON_HOVER_AND_FOCUS} ${SIDE_CLASSES[side]} ${ANCHORED}`}
        >
          {content}
        </span>
      )}
    </div>
  );
}
