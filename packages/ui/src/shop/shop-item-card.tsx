// spec 1 §2 /shop: one shop item (spec 1 §3 Shop item: an XP booster or the premium pass) with its
// prices as the purchase modals show them, and the button that opens its purchase.
import { Button } from '../primitives/button.tsx';
import { priceLabel, type ShopItemPrice } from '../progression/lib/shop-price.ts';
import { useUiText } from '../i18n/ui-text.ts';

export type ShopItemCardProps = {
  /** The item's key: the card's heading id. */
  itemKey: string;
  name: string;
  /** What the item does, in one line. */
  summary: string;
  prices: ReadonlyArray<ShopItemPrice>;
  /** More about the item as a labelled list, e.g. a chest's odds. */
  details?: { label: string; lines: ReadonlyArray<string> };
  /** Why it cannot be bought now (owned, already active); null when it can. */
  unavailableLabel: string | null;
  onBuy: () => void;
};

/** Each price once: the same coin price on several chains reads the same. */
function distinctPriceLabels(prices: ReadonlyArray<ShopItemPrice>): string[] {
  return [...new Set(prices.map(priceLabel))];
}

export function ShopItemCard({
  itemKey,
  name,
  summary,
  prices,
  details,
  unavailableLabel,
  onBuy,
}: ShopItemCardProps) {
  const t = useUiText();
  const headingId = `shop-item-${itemKey}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-ink-muted/30 bg-surface-raised p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {name}
      </h3>
      <p className="text-sm text-ink-muted">{summary}</p>
      <ul aria-label={t('purchase.pricesOf', { name })} className="flex flex-wrap gap-2 text-sm">
        {distinctPriceLabels(prices).map((label) => (
          <li key={label} className="rounded-full bg-surface px-3 py-1 font-semibold">
            {label}
          </li>
        ))}
      </ul>
      {details && details.lines.length > 0 ? (
        <ul aria-label={details.label} className="flex flex-col gap-1 text-sm text-ink-muted">
          {details.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Button className="mt-auto" onClick={onBuy} disabled={unavailableLabel !== null}>
        {unavailableLabel ?? 'BUY'}
      </Button>
    </article>
  );
}
