// Issue 12 "the odds of each chest are shown before the player opens or buys it": a chest's drop table,
// each line with its amount and its chance.

export type ChestOddsLine = {
  itemKey: string;
  name: string;
  imagePath: string | null;
  minAmount: number;
  maxAmount: number;
  /** 0..1. */
  probability: number;
};

/** "12.5%", "0.05%", "<0.01%". */
export function oddsPercent(probability: number): string {
  const percent = probability * 100;
  if (percent > 0 && percent < 0.01) return '<0.01%';
  return `${Number(percent.toFixed(percent < 1 ? 2 : 1))}%`;
}

/** "5", or "5–20" for a range. */
export function amountRange(minAmount: number, maxAmount: number): string {
  return minAmount === maxAmount ? `${minAmount}` : `${minAmount}–${maxAmount}`;
}

export type ChestOddsListProps = { lines: ReadonlyArray<ChestOddsLine>; label: string };

export function ChestOddsList({ lines, label }: ChestOddsListProps) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-sm">
      {lines.map((line) => (
        <li key={`${line.itemKey}-${line.minAmount}`} className="flex items-center gap-2">
          {line.imagePath ? (
            <img src={line.imagePath} alt="" className="size-6 object-contain" />
          ) : null}
          <span className="text-ink">
            {amountRange(line.minAmount, line.maxAmount)} {line.name}
          </span>
          <span className="ml-auto font-semibold tabular-nums text-ink-muted">
            {oddsPercent(line.probability)}
          </span>
        </li>
      ))}
    </ul>
  );
}
