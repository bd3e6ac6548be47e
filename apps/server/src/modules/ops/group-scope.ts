// Issue 29 "Who uses it": a partner manager's console is scoped to their own group — their season, their
// players, their data files. Operators and support reach every group (reachableGroups answers null).
// A player outside the caller's groups is answered exactly like an unknown one (not-found): the console
// never tells a partner manager that someone exists elsewhere.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userBattlePasses } from '#db/schema/progression.ts';
import { battlePasses } from '#db/schema/season.ts';
import { AppError, notAuthorized } from '#errors.ts';
import type { DataFile } from '#season-files/data-file.ts';
import { reachableGroups, type StaffPermission, type StaffRole } from './access.ts';

/** The same answer as findPlayerId's for nobody (player-lookup.ts). */
export const noPlayer = (who: string): AppError =>
  new AppError('not-found', `No player matches "${who.trim()}".`);

/** The ids of the groups' battle passes (every season of each group). */
export async function battlePassIdsOf(db: Database, groups: readonly string[]): Promise<number[]> {
  if (groups.length === 0) return [];
  const rows = await db
    .select({ id: battlePasses.id })
    .from(battlePasses)
    .where(inArray(battlePasses.group, [...groups]));
  return rows.map((row) => row.id);
}

/**
 * The first of `groups` the player has a season in, or undefined (a partner manager's players are the
 * ones with a season of their group).
 */
export async function playerGroupIn(
  db: Database,
  playerId: string,
  groups: readonly string[],
): Promise<string | undefined> {
  if (groups.length === 0) return undefined;
  const [row] = await db
    .select({ group: battlePasses.group })
    .from(userBattlePasses)
    .innerJoin(battlePasses, eq(battlePasses.id, userBattlePasses.battlePassId))
    .where(and(eq(userBattlePasses.userId, playerId), inArray(battlePasses.group, [...groups])))
    .orderBy(battlePasses.group)
    .limit(1);
  return row?.group;
}

/** Of `playerIds`, the players with a season in one of `groups`. */
export async function playersIn(
  db: Database,
  playerIds: readonly string[],
  groups: readonly string[],
): Promise<string[]> {
  if (playerIds.length === 0 || groups.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: userBattlePasses.userId })
    .from(userBattlePasses)
    .innerJoin(battlePasses, eq(battlePasses.id, userBattlePasses.battlePassId))
    .where(
      and(
        inArray(userBattlePasses.userId, [...playerIds]),
        inArray(battlePasses.group, [...groups]),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Refuses (not-found, as for an unknown player) a player the roles cannot reach with the permission;
 * answers the group the player was reached in, null for a caller of every group.
 */
export async function requirePlayerInReach(
  db: Database,
  roles: readonly StaffRole[],
  permission: StaffPermission,
  playerId: string,
  who: string = playerId,
): Promise<string | null> {
  const groups = reachableGroups(roles, permission);
  if (groups === null) return null;
  const group = await playerGroupIn(db, playerId, groups);
  if (group === undefined) throw noPlayer(who);
  return group;
}

/**
 * The groups a data file changes: a season file its group; a challenges file the groups of its battle
 * pass challenges. null: the file changes something of the whole platform (the catalog, the shop, the
 * site, a challenge of no season...), which only a role of every group may change.
 */
export function dataFileGroups(file: DataFile): string[] | null {
  switch (file.kind) {
    case 'season':
      return [file.data.group];
    case 'challenges': {
      const groups: string[] = [];
      for (const challenge of file.data.challenges) {
        if (!challenge.battlePass) return null;
        groups.push(challenge.battlePass.group);
      }
      return groups.length === 0 ? null : [...new Set(groups)];
    }
    default:
      return null;
  }
}

/** Whether the roles reach every group the file changes (see dataFileGroups). */
export function fileInReach(
  roles: readonly StaffRole[],
  permission: StaffPermission,
  groups: readonly string[] | null,
): boolean {
  const reachable = reachableGroups(roles, permission);
  if (reachable === null) return true;
  return groups !== null && groups.every((group) => reachable.includes(group));
}

export function requireFileInReach(
  roles: readonly StaffRole[],
  permission: StaffPermission,
  groups: readonly string[] | null,
): void {
  if (!fileInReach(roles, permission, groups))
    throw notAuthorized(
      groups === null
        ? 'Only an operator may change this data file: it is not of one group.'
        : `Your role does not allow changing data of ${groups.join(', ')}.`,
    );
}
