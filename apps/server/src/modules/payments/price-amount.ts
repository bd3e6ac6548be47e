// Exact amounts from a shop price (spec 1 §3 Shop item prices): prices are numeric(20, 8) in the
// database, so a price carries at most 8 decimals; conversions go through viem's decimal parser, never
// through floating-point multiplication.
import { parseUnits } from 'viem';

const PRICE_DECIMALS = 8;
const DECIMAL = /^\d+(\.\d+)?$/;

/** A price as an exact decimal string ("0.0015"), from the number the store reads or a string. */
export function priceDecimal(price: number | string): string {
  const text = typeof price === 'number' ? numberDecimal(price) : price.trim();
  if (!DECIMAL.test(text))
    throw new RangeError(`A price is a non-negative decimal, got "${price}".`);
  return text;
}

/** The amount in the smallest unit of a coin with `decimals` decimals (wei for 18), rounded half up. */
export function toBaseUnits(price: number | string, decimals: number): bigint {
  return parseUnits(priceDecimal(price), decimals);
}

/** spec 1 §7 card provider: the amount sent is price x 100 (US cents), rounded to the cent. */
export function toCents(price: number | string): number {
  return Number(toBaseUnits(price, 2));
}

function numberDecimal(price: number): string {
  if (!Number.isFinite(price) || price < 0 || price >= 1e12)
    throw new RangeError(`A price is a non-negative decimal below 1e12, got ${price}.`);
  // The nearest 8-decimal value is the stored numeric(20, 8); drop the padding zeros.
  return price.toFixed(PRICE_DECIMALS).replace(/\.?0+$/, '');
}
