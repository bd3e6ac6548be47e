// Links that look like the ui Button (packages/ui primitives/button.tsx), for navigation styled as actions.

export type ButtonLinkVariant = 'primary' | 'secondary';

const base =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 font-bold tracking-wide uppercase transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

const variants: Record<ButtonLinkVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:brightness-110',
  secondary: 'border border-ink-muted/40 bg-surface-raised text-ink hover:border-ink-muted',
};

/** Class names of a link styled as a button. */
export function buttonLinkClasses(variant: ButtonLinkVariant = 'primary', extra = ''): string {
  return [base, variants[variant], extra].filter(Boolean).join(' ');
}
