// spec 1 §2 Routes: scroll_to_level scrolls the battle pass to that level and is then removed from the
// address; both battle pass pages (/allypass and the white-label app) read it the same way.
import * as z from 'zod/mini';

/** The search param the battle pass page reads; any other param is left as it is. */
export type ScrollToLevelSearch = { scroll_to_level?: number | undefined };

// A number, or digits as typed into the address bar; never a boolean or an empty string.
const scrollToLevelSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
  z.number().check(z.int(), z.positive()),
);

/** Keeps scroll_to_level only when it is a positive integer, so a bad link just shows the page. */
export function validateScrollToLevelSearch(search: Record<string, unknown>): ScrollToLevelSearch {
  const parsed = scrollToLevelSchema.safeParse(search['scroll_to_level']);
  return { scroll_to_level: parsed.success ? parsed.data : undefined };
}

/** The same search without scroll_to_level, every other param kept (the replace navigation after scrolling). */
export function withoutScrollToLevel<TSearch extends ScrollToLevelSearch>(
  search: TSearch,
): Omit<TSearch, 'scroll_to_level'> {
  const { scroll_to_level: _scrolled, ...rest } = search;
  return rest;
}
