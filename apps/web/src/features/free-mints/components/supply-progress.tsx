import { useFreeMintsText } from '../free-mints-text.ts';
import { isSoldOut, soldFraction } from '@levelup/domain/collection';
import { SupplyBar } from '@levelup/ui/launchpad/supply-bar';
import { freeMintProgressLabel } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';

/** Progress percent (floored) with a bar, or SOLD OUT (spec 1 §2 card grid, §9 floor percent). */
export function SupplyProgress({ mint }: { mint: FreeMint }) {
  const t = useFreeMintsText();
  return (
    <SupplyBar
      label={freeMintProgressLabel(mint, t)}
      fraction={soldFraction(mint)}
      soldOut={isSoldOut(mint)}
    />
  );
}
