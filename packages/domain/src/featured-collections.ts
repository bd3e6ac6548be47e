// spec 2 §7 Featured collections: isHidden false, priority greater than 0, endAt not past, ordered by
// priority descending. One rule for the server's `featuredCollections` and the web's Home/Quests
// featured carousel (spec 1 §2 Free-mint display), issue 27.
import { isCollectionEnded } from './collection.ts';
import type { DateInput, Instant } from './time.ts';

/** What the rule reads of a collection; `isHidden` may be absent where hidden ones are never sent. */
export type FeaturedCandidate = {
  isHidden?: boolean | null;
  priority: number;
  endAt: DateInput | null | undefined;
};

/** Whether a collection is featured at `now`: shown, priority above 0, and not ended. */
export function isFeaturedCollection(collection: FeaturedCandidate, now: Instant): boolean {
  return (
    collection.isHidden !== true &&
    collection.priority > 0 &&
    !isCollectionEnded({ endAt: collection.endAt, now })
  );
}

/**
 * The featured collections at `now`, highest priority first; collections of equal priority keep the
 * order they came in (the server's: newest release first).
 */
export function featuredCollections<T extends FeaturedCandidate>(
  collections: ReadonlyArray<T>,
  now: Instant,
): T[] {
  return collections
    .filter((collection) => isFeaturedCollection(collection, now))
    .sort((a, b) => b.priority - a.priority);
}
