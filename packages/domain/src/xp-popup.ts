// spec 1 §4 XP gain popup: +N (sum of differences); booster icon unless no booster or the 3-day one.
import { unreadOfType } from './notification.ts';
import type { UserNotification } from './notification.ts';
import type { BoosterItemKey } from './xp-boost.ts';

/** The booster whose activation does not show an icon on the XP gain popup. */
export const THREE_DAY_BOOSTER_ITEM_KEY = 'BATTLE_PASS_XP_BOOSTER_3D' satisfies BoosterItemKey;

/** Input of {@link xpGainPopup}. */
export type XpGainPopupParameters = {
  notifications: ReadonlyArray<UserNotification>;
  /** Item key of the active booster, or null when none is active. */
  activeBoosterItemKey: string | null | undefined;
};

/** What the XP gain popup shows and which notifications it marks completed afterwards. */
export type XpGainPopup = { amount: number; showBoosterIcon: boolean; notificationIds: string[] };

/** The +N XP popup for the unread XP gain notifications, or null when there are none. */
export function xpGainPopup({
  notifications,
  activeBoosterItemKey,
}: XpGainPopupParameters): XpGainPopup | null {
  const gains = unreadOfType(notifications, 'XpGain');
  if (gains.length === 0) return null;
  return {
    amount: gains.reduce((sum, n) => sum + (n.metadata?.difference ?? 0), 0),
    showBoosterIcon:
      activeBoosterItemKey != null && activeBoosterItemKey !== THREE_DAY_BOOSTER_ITEM_KEY,
    notificationIds: gains.map((n) => n.id),
  };
}
