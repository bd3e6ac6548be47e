import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  /** A validation error, linked to the text area with aria-describedby. */
  error?: string | null | undefined;
  /** Help (a character count, say) under the text area, also linked to it. */
  hint?: ReactNode;
  id?: string;
};

/** A labelled multi-line input whose hint and error are linked to it (aria-describedby). */
export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className="text-sm font-bold text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={[
          'min-h-24 rounded-md border bg-surface px-3 py-2 text-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
          error ? 'border-danger' : 'border-ink-muted/40',
        ].join(' ')}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
