import { useId } from 'react';
import type { ReactNode } from 'react';

/** One option of a {@link ChoiceGroup}. */
export type Choice = {
  value: string;
  label: ReactNode;
  /** A second line, such as the price. */
  detail?: ReactNode;
  disabled?: boolean;
};

export type ChoiceGroupProps = {
  /** The group's accessible name, shown above the options unless `hideLegend` is set. */
  legend: string;
  hideLegend?: boolean;
  choices: ReadonlyArray<Choice>;
  value: string | null;
  onValueChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * Options drawn as cards over native radio buttons: arrow keys move between them, Space selects,
 * and the whole card is the radio's label (a booster duration, a currency, a payment method).
 */
export function ChoiceGroup({
  legend,
  hideLegend = false,
  choices,
  value,
  onValueChange,
  disabled = false,
}: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-2">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-semibold text-ink-muted'}>
        {legend}
      </legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={[
              'flex cursor-pointer flex-col gap-0.5 rounded-lg border-2 px-3 py-2 text-ink',
              'border-ink-muted/30 bg-surface has-checked:border-accent has-checked:bg-surface-raised',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
              'has-disabled:cursor-not-allowed has-disabled:opacity-50',
            ].join(' ')}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onValueChange(choice.value)}
              className="sr-only"
            />
            <span className="text-sm font-bold">{choice.label}</span>
            {choice.detail ? <span className="text-xs text-ink-muted">{choice.detail}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
