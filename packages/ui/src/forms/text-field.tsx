import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label; it also names the input. */
  label: ReactNode;
  /** A validation error; marks the input invalid and is read with it (aria-describedby). */
  error?: string | null | undefined;
  /** Help shown under the input, also read with it. */
  hint?: ReactNode;
  /** Extra content described by the input, such as a live password checklist; give it `descriptionId`. */
  description?: ReactNode;
  /** Id of the element in `description`, so the input is described by it. */
  descriptionId?: string;
  id?: string;
};

/** A labelled input whose hint and error are linked to it with aria-describedby (forms stay keyboard-only usable). */
export function TextField({
  label,
  error,
  hint,
  description,
  descriptionId,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, descriptionId ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="text-sm font-bold text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={[
          'h-11 rounded-md border bg-surface px-3 text-ink placeholder:text-ink-muted/70',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
          'disabled:opacity-60',
          error ? 'border-danger' : 'border-ink-muted/40',
        ].join(' ')}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {description}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
