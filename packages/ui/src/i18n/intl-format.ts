// Numbers and dates in the player's language (issue 15 Build 1: formatted by Intl), as the catalogue's
// `{amount, number}` placeholders are: for the values a component shows on their own (a balance chip,
// a count, a date), not inside a text.
import { textInstance } from './text-instance.ts';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// The pseudo-locale (en-XA) has no Intl data of its own: it falls back to English's.
const locales = () => [textInstance.locale, 'en'];

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object | undefined,
  create: () => F,
): F {
  const key = `${kind}|${textInstance.locale}|${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format as F;
}

/** `value` formatted for the current language ("1,200" in English); `options` as Intl.NumberFormat's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cached('number', options, () => new Intl.NumberFormat(locales(), options)).format(value);
}

/** A date formatted for the current language ("Nov 27, 2026"); `options` as Intl.DateTimeFormat's. */
export function formatDate(
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): string {
  return cached('date', options, () => new Intl.DateTimeFormat(locales(), options)).format(
    new Date(value),
  );
}
