/** Thrown when a text key is in no catalogue and the call gave no default text (spec 1 §8). */
export type MissingTextErrorType = TypeError;

/**
 * A missing key with a default text shows that text, as written; one without throws a `TypeError`
 * (spec 1 §8 "Missing translation default text: throws a type error"). The spec makes no exception
 * for production, so neither does this: typed keys make the case a compile error, and what still
 * slips through reaches the app's global error handler.
 */
export function missingText(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  throw new TypeError(`Missing text "${key}" has no default text`);
}
