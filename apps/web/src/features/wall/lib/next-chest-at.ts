// spec 2 §4 Daily chest: "After OPENED the countdown shows the next chest after 1 day" (spec 2 §9).
import type { DailyChestFieldsFragment } from '@levelup/api/wall-player';

export const NEXT_CHEST_AFTER_MS = 24 * 60 * 60 * 1000;

/** When the next chest can be found: the server's nextChestAt, else 1 day after opening. */
export function nextChestAt(
  chest: Pick<DailyChestFieldsFragment, 'nextChestAt' | 'openedAt'>,
): string | null {
  if (chest.nextChestAt) return chest.nextChestAt;
  if (!chest.openedAt) return null;
  return new Date(new Date(chest.openedAt).getTime() + NEXT_CHEST_AFTER_MS).toISOString();
}
