// The signed-in player's state as the UserBattlePassState query returns it, and notifications, for the
// front ends' tests (the season is battle-pass-page.fixtures.ts's "bp1").
import type { UserNotificationFieldsFragment } from '../notifications.ts';
import type { UserBattlePassStateFieldsFragment } from '../progression.ts';

/** A player at level 1 of season bp1, 40% on the way to level 2, without premium or booster. */
export function playerStateFixture(
  overrides: Partial<UserBattlePassStateFieldsFragment> = {},
): UserBattlePassStateFieldsFragment {
  return {
    battlePassId: 'bp1',
    xp: 1400,
    level: 1,
    currLevelXp: 1000,
    nextLevel: 2,
    nextLevelXp: 2000,
    levelProgress: 0.4,
    xpLevel: 1,
    blockingSpecialMission: null,
    premiumState: { hasPremium: false, quantity: 0 },
    booster: { hasBooster: false, endAtDate: null, boosterItemKey: null },
    xpMultiplier: 1,
    ...overrides,
  };
}

/** An unread notification of the player. */
export function notificationFixture(
  overrides: Partial<UserNotificationFieldsFragment> & Pick<UserNotificationFieldsFragment, 'id'>,
): UserNotificationFieldsFragment {
  return {
    notificationType: 'XpGain',
    readAt: null,
    completedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    metadata: {
      itemKey: 'S1_XP',
      difference: 100,
      level: null,
      battlePassId: 'bp1',
      userChallengeId: null,
      userMissionId: null,
    },
    ...overrides,
  };
}
