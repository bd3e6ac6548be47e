// Sample drawer props for stories and tests: a basic-pass player at level 5 with a 7-day booster.
import type { NotificationDrawerProps } from './notification-drawer.tsx';

export const DRAWER_NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

export const sampleDrawerProps: NotificationDrawerProps = {
  now: DRAWER_NOW,
  offSeason: false,
  hasPremium: false,
  unreadLevelUpCount: 1,
  booster: { itemKey: 'BATTLE_PASS_XP_BOOSTER_7D', endAt: DRAWER_NOW + 3 * 60 * 60 * 1000 },
  passStatus: { level: 5, xp: 1200, nextLevel: 6, nextLevelXp: 2000, levelProgress: 0.4 },
  premiumPassPromo: { onBuy: () => undefined, priceLabel: '5,000 Gold' },
  dailyMissions: { completed: 3, total: null },
  onBuyBooster: () => undefined,
  levelUpReward: { level: 5, onClaim: () => undefined, onGoToPass: () => undefined },
};
