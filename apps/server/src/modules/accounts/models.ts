// What the accounts services hand to the resolvers: the signed-in player's own record with balances
// (spec 1 §3 User as read, spec 2 §3 User).
import type { User } from '#generated/resolvers.ts';
import { loadBalances, type UserRow } from './users-store.ts';
import type { Database } from '#db/client.ts';

/** wallets: resolved by the wallets module (User.wallets). */
export type UserModel = Omit<User, '__typename' | 'wallets'>;

/** spec 1 §3 currencies. */
export const Currency = {
  allyToken: 'ALLY_TOKEN',
  gold: 'GOLD',
  playpoint: 'PLAYPOINT',
  snowflake: 'SNOWFLAKE',
} as const;

export function toUserModel(row: UserRow, balances: ReadonlyMap<string, number>): UserModel {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    username: row.username,
    discriminator: row.discriminator,
    profilePicPath: row.profilePicPath,
    bio: row.bio,
    allyToken: balances.get(Currency.allyToken) ?? 0,
    gold: balances.get(Currency.gold) ?? 0,
    playpoints: balances.get(Currency.playpoint) ?? 0,
    snowflakes: balances.get(Currency.snowflake) ?? 0,
    referralCode: row.referralCode,
    hasPassword: row.passwordHash !== null,
    publisherUser: row.publisherName ? { id: row.id, name: row.publisherName } : null,
    userFlags: row.userFlags,
    createdAt: row.createdAt,
  };
}

export async function loadUserModel(db: Database, row: UserRow): Promise<UserModel> {
  return toUserModel(row, await loadBalances(db, row.id));
}
