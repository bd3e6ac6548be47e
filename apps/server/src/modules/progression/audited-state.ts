// Issue 29 (the audit log: "before and after"): the part of a player's state an operator action can
// move, read inside the action's transaction right before and right after it.
import type { Database } from '#db/client.ts';
import { loadStanding } from './standing.ts';
import { findBalance } from './store.ts';

export type AuditedState = {
  xp: number;
  level: number;
  /** The special missions of the season the player has completed, by target level. */
  missionsCompleted: number[];
  /** The balance of the item the action names (currencies and items; XP counts as `xp`). */
  balance?: { itemKey: string; amount: number };
};

export async function playerState(
  tx: Database,
  userId: string,
  battlePassId: number,
  itemKey?: string,
): Promise<AuditedState> {
  const standing = await loadStanding(tx, userId, battlePassId);
  const state: AuditedState = {
    xp: standing.xp,
    level: standing.level.level,
    missionsCompleted: standing.missions
      .filter((mission) => mission.completedAt !== null)
      .map((mission) => mission.targetLevel),
  };
  if (itemKey === undefined) return state;
  return { ...state, balance: { itemKey, amount: await findBalance(tx, userId, itemKey) } };
}
