// Numbers and dates in the player's language (issue 15 Build 1: formatted by Intl), as the catalogue's
// `{amount, number}` placeholders are: for the values a component shows on their own (a balance chip,
// a count, a date), not inside a text. Lingui's own memoised formatters, in the current language
// (they fall back to English, as the pseudo-locale en-XA has no Intl data of its own).
import { formats } from '@lingui/core';
import { textInstance } from './text-instance.ts';

/** `value` formatted for the current language ("1,200" in English); `options` as Intl.NumberFormat's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formats.number(textInstance.locale, value, options);
}

/** A date formatted for the current language ("Nov 27, 2026"); `options` as Intl.DateTimeFormat's. */
export function formatDate(
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): string {
  return formats.date(
    textInstance.locale,
    typeof value === 'string' ? value : new Date(value),
    options,
  );
}
