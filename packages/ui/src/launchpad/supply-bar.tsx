// A collection's supply (spec 1 §2 card grid, §9 floor percent; spec 2 §4 sold-out rule): the taken
// percent with a bar, or SOLD OUT. The free-mint cards and the collection page share it.
import { useLaunchpadText } from '../i18n/launchpad-text.ts';
export type SupplyBarProps = {
  /** The floor percent ("42%") or SOLD OUT. */
  label: string;
  /** 0..1 of the supply taken. */
  fraction: number;
  soldOut: boolean;
};

export function SupplyBar({ label, fraction, soldOut }: SupplyBarProps) {
  const t = useLaunchpadText();
  if (soldOut) return <p className="text-sm font-bold tracking-wide text-danger">{label}</p>;
  return (
    <div className="flex items-center gap-3 text-sm">
      <div
        role="progressbar"
        aria-label={t('launchpad.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={label}
        aria-valuenow={Number.parseInt(label, 10)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${fraction * 100}%` }} />
      </div>
      <span className="font-semibold tabular-nums">{label}</span>
    </div>
  );
}
