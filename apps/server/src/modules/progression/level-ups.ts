// BattlePassLevelUp notifications (common.md "Notifications"): told once per level, when the level a
// player stands at (held by special missions) rises above the level announced last.
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { insertNotification } from '#modules/notifications/store.ts';
import { settleReferral } from '#modules/referrals/settle.ts';
import type { EmitEvent } from '#realtime/player-events.ts';
import type { Database } from '#db/client.ts';
import { loadStanding, type SeasonRef, type Standing } from './standing.ts';
import { raiseNotifiedLevel } from './store.ts';

export type TxScope = { tx: Database; emit: EmitEvent; now: Date };

/** Announces a level-up if there is one; returns the standing it read. Call under the player lock. */
export async function announceLevelUp(
  scope: TxScope,
  userId: string,
  season: SeasonRef,
): Promise<Standing> {
  const { tx, emit } = scope;
  const standing = await loadStanding(tx, userId, season.id);
  const { level } = standing.level;
  if (level <= standing.notifiedLevel) return standing;
  await raiseNotifiedLevel(tx, { userId, battlePassId: season.id, level });
  const notification = await insertNotification(tx, userId, 'BattlePassLevelUp', {
    itemKey: season.xpItemKey,
    difference: level - standing.notifiedLevel,
    level,
    battlePassId: season.id,
  });
  emit(userId, { kind: 'notification', notification });
  // Platform event (issue 11): "reach level N" missions keep the highest level reached.
  await recordPlatformEvent(
    { tx, emit, now: scope.now },
    userId,
    PlatformEvent.levelReached,
    level,
    {
      battlePassId: season.id,
    },
  );
  // issue 14 Build 1: a friend's level-up may qualify the referral that brought them (pays once).
  await settleReferral({ tx, emit, now: scope.now }, userId, level);
  return { ...standing, notifiedLevel: level };
}
