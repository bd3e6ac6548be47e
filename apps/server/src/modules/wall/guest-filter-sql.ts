// The guest filter of spec 2 §5 (thresholds of §9) in SQL, so a guest's page holds only posts a guest
// may see and offset paging stays right. The thresholds and age boundaries are read from the domain
// rule (packages/domain/src/wall-guest-filter.ts guestLikeThreshold), which the tests check this against.
import { guestLikeThreshold } from '@levelup/domain/wall-guest-filter';
import { HOUR_MS } from '@levelup/domain/time';
import { sql, type SQL } from 'drizzle-orm';
import { wallPosts } from '#db/schema/wall.ts';

/** Age boundaries of the rule: under 6 h; 6 h up to and including 12 h; beyond 12 h. */
const SIX_HOURS_MS = 6 * HOUR_MS;
const TWELVE_HOURS_MS = 12 * HOUR_MS;

export const GUEST_THRESHOLDS = {
  new: guestLikeThreshold(0),
  middle: guestLikeThreshold(SIX_HOURS_MS),
  old: guestLikeThreshold(TWELVE_HOURS_MS + 1),
} as const;

/** The lowest threshold: the partial index wall_posts_guest_feed holds the posts at or above it. */
export const GUEST_MIN_LIKES = Math.min(...Object.values(GUEST_THRESHOLDS));

/** Posts a guest sees at `referenceTime`: stats.like (like_total) at or above the post age's threshold. */
export function guestVisibleSql(referenceTime: Date): SQL {
  const at = referenceTime.getTime();
  const sixHoursBefore = new Date(at - SIX_HOURS_MS).toISOString();
  const twelveHoursBefore = new Date(at - TWELVE_HOURS_MS).toISOString();
  // `like_total >= 10` literally, so the planner matches the partial index's predicate.
  return sql`${sql.raw(`like_total >= ${GUEST_MIN_LIKES}`)} and ${wallPosts.likeTotal} >= case
    when ${wallPosts.postedAt} > ${sixHoursBefore}::timestamptz then ${sql.raw(String(GUEST_THRESHOLDS.new))}
    when ${wallPosts.postedAt} >= ${twelveHoursBefore}::timestamptz then ${sql.raw(String(GUEST_THRESHOLDS.middle))}
    else ${sql.raw(String(GUEST_THRESHOLDS.old))} end`;
}
