import type { ComponentProps } from 'react';
import { SpinnerIcon } from './icons.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * A request started by this button is running: it shows a spinner, is announced busy and
   * unavailable, and ignores clicks. It stays focusable, so keyboard focus does not jump away.
   */
  pending?: boolean;
};

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:brightness-110',
  secondary: 'bg-surface-raised text-ink border border-ink-muted/40 hover:border-ink-muted',
  ghost: 'bg-transparent text-ink hover:bg-surface-raised',
  danger: 'bg-danger text-surface hover:brightness-110',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
};

/** A native <button> in one of the product's variants; `type` defaults to "button". */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  pending = false,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      className={[
        'inline-flex items-center justify-center gap-2 rounded-md font-bold tracking-wide',
        'transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:brightness-100',
        'aria-busy:cursor-wait aria-busy:opacity-70',
        variantClasses[variant],
        sizeClasses[size],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      // While pending, a click (or Enter in a form) must not start the request twice.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {pending ? (
        <SpinnerIcon className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
      ) : null}
      {children}
    </button>
  );
}
