// spec 2 §3 User: initials; spec 1 §3 User: username fallback 'Anonymous User'.

/** Name shown for a user without a username. */
export const ANONYMOUS_USERNAME = 'Anonymous User';

/**
 * The username to display: the trimmed username, or when it is missing or blank the fallback — 'Anonymous
 * User', or a partner group's fixed fallback name (spec 1 §3 User).
 */
export function displayUsername(username?: string | null, fallback?: string | null): string {
  const trimmed = username?.trim() ?? '';
  if (trimmed !== '') return trimmed;
  return fallback?.trim() || ANONYMOUS_USERNAME;
}

/**
 * Avatar initials of the displayed username, uppercased: the first letters of its first two words, or
 * the first two letters of a one-word name ('Anonymous User' -> 'AU' when there is no username).
 */
export function initials(username?: string | null): string {
  const [first = '', second] = displayUsername(username).toUpperCase().split(/\s+/);
  const letters =
    second === undefined
      ? Array.from(first).slice(0, 2)
      : [Array.from(first)[0], Array.from(second)[0]];
  return letters.join('');
}
