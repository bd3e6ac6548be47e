import { describe, expect, it } from 'vitest';
import { priceDecimal, toBaseUnits, toCents } from './price-amount.ts';

describe('price amounts', () => {
  it('reads the stored numeric(20, 8) back as its exact decimal', () => {
    expect(priceDecimal(0.1 + 0.2)).toBe('0.3');
    expect(priceDecimal(4.99)).toBe('4.99');
    expect(priceDecimal(100)).toBe('100');
    expect(priceDecimal(0)).toBe('0');
    expect(priceDecimal(0.00000001)).toBe('0.00000001');
    expect(priceDecimal(' 12.50 ')).toBe('12.50');
  });

  it('converts to wei exactly (18 decimals)', () => {
    expect(toBaseUnits('0.0015', 18)).toBe(1_500_000_000_000_000n);
    expect(toBaseUnits(0.00012345, 18)).toBe(123_450_000_000_000n);
    expect(toBaseUnits(1234.5678, 18)).toBe(1_234_567_800_000_000_000_000n);
  });

  it('spec 1 §7: price x 100 in cents, rounded to the cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.99)).toBe(499);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents(0.29)).toBe(29);
  });

  it('refuses what is not a non-negative decimal', () => {
    expect(() => priceDecimal(-1)).toThrow(RangeError);
    expect(() => priceDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => priceDecimal('1e-7')).toThrow(RangeError);
    expect(() => priceDecimal('')).toThrow(RangeError);
    expect(() => priceDecimal(1e21)).toThrow(RangeError);
  });
});
