// spec 1 §4 Toast priority: what the chosen toast says, from the notifications it stands for
// (BattlePassLevelUp carries the level reached; PurchaseXpBooster the booster's item key).
import { boosterDurationDays, isBoosterItemKey } from '@levelup/domain/xp-boost';
import type { BattlePassToastContent } from '../notification-toast.tsx';
import type { ShownToast } from './toast-controller.ts';

/** The part of a notification the toast reads. */
export type ToastNotification = {
  id: string;
  metadata?: { itemKey?: string | null; level?: number | null } | null;
};

/** The toast's content: the highest level reached, or the booster's duration. */
export function toastContent(
  toast: ShownToast,
  notifications: ReadonlyArray<ToastNotification>,
): BattlePassToastContent {
  const shown = notifications.filter((n) => toast.notificationIds.includes(n.id));
  if (toast.kind === 'levelUp') {
    const levels = shown.flatMap((n) => (n.metadata?.level != null ? [n.metadata.level] : []));
    return {
      kind: 'levelUp',
      level: levels.length > 0 ? Math.max(...levels) : null,
      hasRewardsToClaim: true,
    };
  }
  if (toast.kind === 'boosterActivated') {
    const itemKey = shown[0]?.metadata?.itemKey ?? '';
    return {
      kind: 'boosterActivated',
      durationDays: isBoosterItemKey(itemKey) ? boosterDurationDays(itemKey) : null,
    };
  }
  return { kind: 'premiumActivated' };
}
