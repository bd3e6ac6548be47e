// spec 1 §2 Routes: scroll_to_level scrolls the battle pass to that level and is then removed from the
// address; both battle pass pages (/allypass and the white-label app) read it the same way. Plain
// checks, no schema library: a route's validateSearch is in every page's first load (zod/mini cost
// 7.3 KiB gzip there, issue 10 shared part 10).

/** The search param the battle pass page reads; any other param is left as it is. */
export type ScrollToLevelSearch = { scroll_to_level?: number | undefined };

/** A positive integer, given as a number or as digits typed into the address bar; else undefined. */
function positiveInteger(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Keeps scroll_to_level only when it is a positive integer, so a bad link just shows the page. */
export function validateScrollToLevelSearch(search: Record<string, unknown>): ScrollToLevelSearch {
  return { scroll_to_level: positiveInteger(search['scroll_to_level']) };
}

/** The same search without scroll_to_level, every other param kept (the replace navigation after scrolling). */
export function withoutScrollToLevel<TSearch extends ScrollToLevelSearch>(
  search: TSearch,
): Omit<TSearch, 'scroll_to_level'> {
  const { scroll_to_level: _scrolled, ...rest } = search;
  return rest;
}
