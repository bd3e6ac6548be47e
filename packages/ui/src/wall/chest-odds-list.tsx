// Issue 12 "the odds of each chest are shown before the player opens or buys it": a chest's drop table,
// each line with its amount and its chance. Issue 27: as the player meets the opening — how many rolls,
// the chance of each line on one roll, what every chest gives, and each item's total over the chest.
import { formatNumber } from '../i18n/intl-format.ts';
import { useWallText } from '../i18n/wall-text.ts';

export type ChestOddsLine = {
  itemKey: string;
  name: string;
  imagePath: string | null;
  minAmount: number;
  maxAmount: number;
  /** 0..1. */
  probability: number;
};

/** What one chest gives of one item, over its guaranteed amount and all its rolls. */
export type ChestOddsTotal = {
  itemKey: string;
  name: string;
  minTotal: number;
  maxTotal: number;
  /** Every chest gives it (at least minTotal). */
  guaranteed: boolean;
};

export type ChestOdds = {
  /** Rolls one chest makes: the fewest and the most (they differ only over the daily chest's rarities). */
  minRolls: number;
  maxRolls: number;
  /** Each line with its chance on one roll. */
  lines: ReadonlyArray<ChestOddsLine>;
  totals: ReadonlyArray<ChestOddsTotal>;
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

/** "100–1,200", or "10" when both ends are equal. */
const totalRange = (total: ChestOddsTotal) =>
  total.minTotal === total.maxTotal
    ? formatNumber(total.minTotal)
    : `${formatNumber(total.minTotal)}–${formatNumber(total.maxTotal)}`;

export type ChestOddsListProps = { odds: ChestOdds; label: string };

export function ChestOddsList({ odds, label }: ChestOddsListProps) {
  const t = useWallText();
  if (odds.lines.length === 0) return null;
  const guaranteed = odds.totals.filter((total) => total.guaranteed);
  return (
    <div className="flex flex-col gap-2 text-sm">
      {guaranteed.map((total) => (
        <p key={total.itemKey}>
          {t('wall.odds.guaranteed', { amount: formatNumber(total.minTotal), name: total.name })}
        </p>
      ))}
      <p className="font-semibold">
        {odds.minRolls === odds.maxRolls
          ? t('wall.odds.rolls', { rolls: odds.minRolls })
          : t('wall.odds.rollsRange', { min: odds.minRolls, max: odds.maxRolls })}
      </p>
      <OddsLines lines={odds.lines} label={label} />
      <ul aria-label={t('wall.odds.totals')} className="flex flex-col gap-1 text-ink-muted">
        {odds.totals.map((total) => (
          <li key={total.itemKey}>
            {t('wall.odds.total', { amount: totalRange(total), name: total.name })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each line with its chance on one roll. */
function OddsLines({ lines, label }: { lines: ReadonlyArray<ChestOddsLine>; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {lines.map((line) => (
        <li key={`${line.itemKey}-${line.minAmount}`} className="flex items-center gap-2">
          {line.imagePath ? (
            // Lazy: the odds sit in the Wall's sidebar (a closed drawer on a phone), and an eager image
            // is also preloaded by the server-rendered HTML ahead of the page's scripts (issue 28).
            <img src={line.imagePath} alt="" loading="lazy" className="size-6 object-contain" />
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
