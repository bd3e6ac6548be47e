// Blocking special missions (spec 2 §4 Battle pass blocker quest; spec 1 §2 blocker overlay): the open
// mission holding a player's level is completed (by its blocker quest's missions, challenges/
// completion.ts, or an operator) or bypassed once with its Snowflake cost. Either releases the held level, which may announce
// level-ups. Runs under the player lock in the caller's transaction.
import { Currency } from '#modules/accounts/models.ts';
import { invalidInput } from '#errors.ts';
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { debit } from '#modules/ledger/service.ts';
import { findBattlePassById } from '#modules/season/store.ts';
import { announceLevelUp, type TxScope } from './level-ups.ts';
import { LedgerReason } from './messages.ts';
import { loadStanding, type SeasonRef } from './standing.ts';
import {
  closeSpecialMission,
  findSpecialMission,
  findSpecialMissionAtLevel,
} from './special-missions-store.ts';

/** Bypasses the mission that blocks the player now, paying its snowflakeBypassCost in SNOWFLAKE. */
export async function bypassSpecialMission(
  scope: TxScope,
  userId: string,
  specialMissionId: number,
): Promise<SeasonRef> {
  const mission = await findSpecialMission(scope.tx, specialMissionId);
  if (!mission) throw invalidInput(`Unknown special mission "${specialMissionId}".`);
  const season = await findBattlePassById(scope.tx, mission.battlePassId);
  if (!season) throw invalidInput(`Unknown special mission "${specialMissionId}".`);
  const standing = await loadStanding(scope.tx, userId, season.id);
  if (standing.level.blockingMission?.id !== mission.id)
    throw invalidInput('This special mission is not blocking your progress.');
  const cost = mission.snowflakeBypassCost;
  if (cost === null) throw invalidInput('This special mission cannot be bypassed.');
  if (
    !(await closeSpecialMission(scope.tx, {
      userId,
      specialMissionId: mission.id,
      how: 'bypassedAt',
      at: scope.now,
    }))
  )
    throw invalidInput('This special mission is already done.');
  if (cost > 0) {
    const { entry } = await debit(scope, {
      userId,
      currency: Currency.snowflake,
      amount: cost,
      reason: LedgerReason.bypass,
      idempotencyKey: `bypass:${userId}:${mission.id}`,
    });
    if (entry) scope.emit(userId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  }
  await announceLevelUp(scope, userId, season);
  return season;
}

/** Marks the season's mission at `level` completed for the player; false when it already was done. */
export async function completeSpecialMission(
  scope: TxScope,
  userId: string,
  season: SeasonRef,
  level: number,
): Promise<boolean> {
  const mission = await findSpecialMissionAtLevel(scope.tx, season.id, level);
  if (!mission) throw invalidInput(`No special mission at level ${level} in this season.`);
  const closed = await closeSpecialMission(scope.tx, {
    userId,
    specialMissionId: mission.id,
    how: 'completedAt',
    at: scope.now,
  });
  if (closed) await announceLevelUp(scope, userId, season);
  return closed;
}
