import type { ComponentProps } from 'react';

/** A switch (role="switch"): its state is read out as on or off. */
export function Switch({ on, ...props }: ComponentProps<'button'> & { on: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="inline-flex h-7 w-12 items-center rounded-full border border-ink-muted/60 bg-surface px-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-checked:bg-accent"
      {...props}
    >
      <span
        aria-hidden="true"
        className={`size-5 rounded-full bg-ink transition-transform motion-reduce:transition-none ${on ? 'translate-x-5' : ''}`}
      />
    </button>
  );
}
