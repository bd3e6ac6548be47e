import { isSoldOut, soldFraction } from '@levelup/domain/collection';
import { freeMintProgressLabel } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';

/** Progress percent (floored) with a bar, or SOLD OUT (spec 1 §2 card grid, §9 floor percent). */
export function SupplyProgress({ mint }: { mint: FreeMint }) {
  const label = freeMintProgressLabel(mint);
  if (isSoldOut(mint)) {
    return <p className="text-sm font-bold tracking-wide text-danger">{label}</p>;
  }
  return (
    <div className="flex items-center gap-3 text-sm">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={label}
        aria-valuenow={Number.parseInt(label, 10)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface"
      >
        <div
          className="h-full rounded-full bg-brand"
          style={{ width: `${soldFraction(mint) * 100}%` }}
        />
      </div>
      <span className="font-semibold tabular-nums">{label}</span>
    </div>
  );
}
