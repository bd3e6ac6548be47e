// Players for the progression tests: a signed-in player made directly (no mailed code), with a client
// that sends its bearer token, the CSRF header and an IP of its own; and reads of everything a
// player owns, to prove what changed and what did not.
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import {
  purchaseTransactions,
  userBattlePasses,
  userBoosters,
  userNotifications,
  userSpecialMissions,
} from '#db/schema/progression.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePasses, battlePassLevels, rewards, specialMissions } from '#db/schema/season.ts';
import { ledgerEntries, userBalances } from '#db/schema/users.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { sumEntries, sumXpEntries } from '#modules/ledger/store.ts';
import { createAccountClient, uniqueEmail, type RequestOptions } from './account-client.ts';
import type { GraphQLResponse, TestServer } from './test-server.ts';

export type Player = {
  id: string;
  email: string;
  graphql: (
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ) => Promise<GraphQLResponse>;
};

const noCookies = { setRefreshToken: () => {}, clearRefreshToken: () => {} };

export async function createPlayer(server: TestServer, label = 'player'): Promise<Player> {
  const email = uniqueEmail(label);
  const user = await server.handle.db.transaction((tx) =>
    createUser(tx, { email, emailVerifiedAt: new Date() }),
  );
  const session = await server.app.services.sessions.startSession({
    userId: user.id,
    isNewUser: false,
    cookies: noCookies,
  });
  const client = createAccountClient(server.url);
  client.accessToken = session.accessToken;
  return {
    id: user.id,
    email,
    graphql: (query, variables, options) => client.graphql(query, variables, options),
  };
}

/** Grants through the operator tools, as the CLI does (reason ADMIN_OPS). */
export async function grantItem(
  server: TestServer,
  player: Player,
  itemKey: string,
  amount: number,
  season: { group?: string; key?: string } = {},
) {
  return server.app.services.progression.operator.grantItem({
    email: player.email,
    itemKey,
    amount,
    reason: TEST_GRANT_REASON,
    ...season,
  });
}

/** The audit log's reason of a test's grant (issue 29: every operator grant gives one). */
export const TEST_GRANT_REASON = 'test setup grant';

export async function grantXp(server: TestServer, player: Player, amount: number) {
  return server.app.services.progression.operator.grantXp({
    email: player.email,
    amount,
    reason: TEST_GRANT_REASON,
  });
}

export async function balanceOf(db: Database, userId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ amount: userBalances.amount })
    .from(userBalances)
    .where(and(eq(userBalances.userId, userId), eq(userBalances.currency, currency)));
  return row?.amount ?? 0;
}

/** Every row a player owns in the progression tables, as sorted JSON: equal means nothing changed. */
export async function playerRows(db: Database, userId: string) {
  const rows = async (table: PgTable, column: AnyPgColumn) =>
    (await db.select().from(table).where(eq(column, userId)))
      .map((row) => JSON.stringify(row))
      .sort();
  return {
    balances: await rows(userBalances, userBalances.userId),
    ledger: await rows(ledgerEntries, ledgerEntries.userId),
    collectLogs: await rows(rewardCollectLogs, rewardCollectLogs.userId),
    seasons: await rows(userBattlePasses, userBattlePasses.userId),
    boosters: await rows(userBoosters, userBoosters.userId),
    missions: await rows(userSpecialMissions, userSpecialMissions.userId),
    purchases: await rows(purchaseTransactions, purchaseTransactions.userId),
    notifications: await rows(userNotifications, userNotifications.userId),
  };
}

/** The ledger adds up: balances equal their entries, season XP equals its XP entries, none negative. */
export async function expectLedgerConsistent(db: Database, userId: string): Promise<string[]> {
  const problems: string[] = [];
  const balances = await db.select().from(userBalances).where(eq(userBalances.userId, userId));
  const sums = new Map((await sumEntries(db, userId)).map((row) => [row.currency, row.total]));
  for (const balance of balances) {
    if (balance.amount < 0) problems.push(`${balance.currency} is negative: ${balance.amount}`);
    if ((sums.get(balance.currency) ?? 0) !== balance.amount)
      problems.push(
        `${balance.currency}: balance ${balance.amount}, entries ${sums.get(balance.currency)}`,
      );
    sums.delete(balance.currency);
  }
  for (const [currency, total] of sums)
    if (total !== 0) problems.push(`${currency}: entries ${total} without a balance`);
  const seasons = await db
    .select()
    .from(userBattlePasses)
    .where(eq(userBattlePasses.userId, userId));
  const xpSums = new Map(
    (await sumXpEntries(db, userId)).map((row) => [Number(row.battlePassId), row.total]),
  );
  for (const season of seasons) {
    if (season.xp < 0) problems.push(`season ${season.battlePassId} XP is negative`);
    if ((xpSums.get(season.battlePassId) ?? 0) !== season.xp)
      problems.push(
        `season ${season.battlePassId}: xp ${season.xp}, entries ${xpSums.get(season.battlePassId)}`,
      );
  }
  return problems;
}

export type SeasonReward = {
  id: number;
  level: number;
  track: 'basic' | 'premium';
  itemKey: string;
  amount: number;
};

/** A season's id, its rewards in level order and its special missions. */
export async function seasonOf(db: Database, group = 'allypass', key = 's1') {
  const [season] = await db
    .select()
    .from(battlePasses)
    .where(and(eq(battlePasses.group, group), eq(battlePasses.key, key)));
  if (!season) throw new Error(`no season ${group} ${key}`);
  const seasonRewards: SeasonReward[] = await db
    .select({
      id: rewards.id,
      level: battlePassLevels.level,
      track: rewards.track,
      itemKey: rewards.itemKey,
      amount: rewards.amount,
    })
    .from(rewards)
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .where(eq(battlePassLevels.battlePassId, season.id))
    .orderBy(asc(battlePassLevels.level), asc(rewards.track), asc(rewards.position));
  const levels = await db
    .select({ level: battlePassLevels.level, requiredXp: battlePassLevels.requiredXp })
    .from(battlePassLevels)
    .where(eq(battlePassLevels.battlePassId, season.id))
    .orderBy(asc(battlePassLevels.level));
  const missions = await db
    .select()
    .from(specialMissions)
    .where(eq(specialMissions.battlePassId, season.id));
  const reward = (level: number, track: 'basic' | 'premium') => {
    const found = seasonRewards.find((row) => row.level === level && row.track === track);
    if (!found) throw new Error(`no ${track} reward at level ${level}`);
    return found;
  };
  const requiredXp = (level: number) => {
    const found = levels.find((row) => row.level === level);
    if (!found) throw new Error(`no level ${level}`);
    return found.requiredXp;
  };
  return { season, rewards: seasonRewards, levels, missions, reward, requiredXp };
}

/** The first error's code and message. */
export function errorOf(response: GraphQLResponse) {
  const error = response.body.errors?.[0];
  return { code: error?.extensions?.['code'], message: error?.message };
}

/** data of a response that must not carry errors. */
export function dataOf<T>(response: GraphQLResponse, field: string): T {
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data?.[field] as T;
}
