// Issue 27: what unlocks a new player's first daily chest, in words, from the gate's data the server
// answers with the daily chest (`unlock`: when the account is old enough, the activity still needed).
import type { DailyChestFieldsFragment } from '@levelup/api/wall-player';
import type { wallText } from '../wall-text.ts';

export type DailyChestUnlock = NonNullable<DailyChestFieldsFragment['unlock']>;
type WallText = typeof wallText;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type UnlockWait = { unit: 'days' | 'hours' | 'minutes'; count: number };

/**
 * The time left until the account is old enough, rounded up in the largest unit that fits (never
 * sooner than it is): null once it is.
 */
export function unlockWait(accountOldEnoughAt: string | null, now: number): UnlockWait | null {
  if (!accountOldEnoughAt) return null;
  const left = new Date(accountOldEnoughAt).getTime() - now;
  if (left <= 0) return null;
  if (left > DAY_MS) return { unit: 'days', count: Math.ceil(left / DAY_MS) };
  if (left > HOUR_MS) return { unit: 'hours', count: Math.ceil(left / HOUR_MS) };
  return { unit: 'minutes', count: Math.ceil(left / MINUTE_MS) };
}

/** "have 100 XP or have completed a mission": any one of the activities the gate counts. */
function activityWords(t: WallText, unlock: DailyChestUnlock): string | null {
  const activities = [
    unlock.minXpEarned > 0 ? t('firstChest.activity.xp', { xp: unlock.minXpEarned }) : null,
    unlock.minMissionsCompleted > 0
      ? t('firstChest.activity.missions', { count: unlock.minMissionsCompleted })
      : null,
    unlock.verifiedEmailCounts ? t('firstChest.activity.verifiedEmail') : null,
  ].filter((words) => words !== null);
  if (!unlock.activityNeeded || activities.length === 0) return null;
  return activities.reduce((first, second) => t('firstChest.activity.either', { first, second }));
}

/** The sentence for the sidebar; null when nothing is left to wait for (the server opens the gate). */
export function firstChestUnlockMessage(
  t: WallText,
  unlock: DailyChestUnlock,
  now: number,
): string | null {
  const wait = unlockWait(unlock.accountOldEnoughAt ?? null, now);
  const waitWords = wait ? t(`firstChest.wait.${wait.unit}`, { count: wait.count }) : null;
  const activity = activityWords(t, unlock);
  if (waitWords && activity) return t('firstChest.inWaitOnce', { wait: waitWords, activity });
  if (waitWords) return t('firstChest.inWait', { wait: waitWords });
  if (activity) return t('firstChest.once', { activity });
  return null;
}
