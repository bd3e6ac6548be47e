// spec 2 §5 Validation rules and §9: guests see posts with at least 10, 15 or 20 likes by age.
import { HOUR_MS, toEpochMs } from './time.ts';
import type { DateInput, Instant } from './time.ts';

/** Minimum likes for a guest to see a post, by post age. */
export const GUEST_LIKE_THRESHOLDS = {
  underSixHours: 10,
  sixToTwelveHours: 15,
  overTwelveHours: 20,
} as const;

/**
 * Likes a post needs to show to guests at a given age: 10 under 6 h, 15 from 6 h up to and including
 * 12 h, 20 beyond 12 h. Posts dated after the reference time count as new.
 */
export function guestLikeThreshold(ageMs: number): number {
  if (ageMs < 6 * HOUR_MS) return GUEST_LIKE_THRESHOLDS.underSixHours;
  if (ageMs <= 12 * HOUR_MS) return GUEST_LIKE_THRESHOLDS.sixToTwelveHours;
  return GUEST_LIKE_THRESHOLDS.overTwelveHours;
}

/** Input of {@link isVisibleToGuest}. */
type IsVisibleToGuestParameters = {
  likeCount: number;
  postedAt: DateInput;
  referenceTime: Instant;
};

/** Whether a wall post is shown to guests: enough likes for its age at the reference time. */
function isVisibleToGuest({
  likeCount,
  postedAt,
  referenceTime,
}: IsVisibleToGuestParameters): boolean {
  return likeCount >= guestLikeThreshold(toEpochMs(referenceTime) - toEpochMs(postedAt));
}

/** A wall post as the guest filter reads it (spec 2 §3 Wall post: stats.like, postedAt). */
export type GuestFilterPost = { postedAt: DateInput; stats?: { like?: number | null } | null };

/** The posts guests may see, in input order. */
export function filterGuestPosts<T extends GuestFilterPost>(
  posts: ReadonlyArray<T>,
  referenceTime: Instant,
): T[] {
  return posts.filter((post) =>
    isVisibleToGuest({ likeCount: post.stats?.like ?? 0, postedAt: post.postedAt, referenceTime }),
  );
}
