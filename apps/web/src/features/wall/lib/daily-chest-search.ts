// spec 2 §4 Daily chest: "The search runs only when signed in, the wall has posts, and the status is
// unset or NOT_FOUND. Poll count is the number of wall posts minus the last checkpoint. If the status
// is FOUND and the position is unset, the position becomes the last wall post index."
import type { DailyChestStatus } from '@levelup/api/wall-player';

export type DailyChestSearchInput = {
  signedIn: boolean;
  postCount: number;
  status: DailyChestStatus | null | undefined;
  /** The post count at the last search (0 before the first). */
  checkpoint: number;
};

/** Whether a search may run now. */
export function shouldSearchDailyChest({
  signedIn,
  postCount,
  status,
}: DailyChestSearchInput): boolean {
  return signedIn && postCount > 0 && (status == null || status === 'NOT_FOUND');
}

/** spec 2 §4 poll count: the posts seen since the last checkpoint. */
export function pollCount({
  postCount,
  checkpoint,
}: Pick<DailyChestSearchInput, 'postCount' | 'checkpoint'>): number {
  return Math.max(0, postCount - checkpoint);
}

/** The fetchCount of the next search, or null when no search should run. */
export function nextDailyChestSearch(input: DailyChestSearchInput): number | null {
  if (!shouldSearchDailyChest(input)) return null;
  const count = pollCount(input);
  return count > 0 ? count : null;
}

/** The feed index of a FOUND chest: the server's position, else the last wall post index. */
export function dailyChestPosition(
  chest: { status: DailyChestStatus; position?: number | null } | null | undefined,
  postCount: number,
): number | null {
  if (chest?.status !== 'FOUND') return null;
  return chest.position ?? Math.max(0, postCount - 1);
}
