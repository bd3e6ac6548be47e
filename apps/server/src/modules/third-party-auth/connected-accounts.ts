// The signed-in player's connected social accounts (issue 14 Build 2, spec 2 §3 Auth providers): the
// list shown on Manage Account, and disconnecting one. A player never loses their last way to sign in:
// with no password, no wallet and no other identity, disconnecting answers at-least-one-social-required
// (spec 1 §2 Modals, spec 2 §8).
import { count, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userIdentities, users } from '#db/schema/users.ts';
import { userWallets } from '#db/schema/wallets.ts';
import { AppError, invalidInput } from '#errors.ts';
import { deletePlayerIdentity, listPlayerIdentities } from './identities-store.ts';
import { SOCIAL_PROVIDER_KEYS } from './social-providers.ts';

export type ConnectedAccount = { provider: string; displayName: string | null; connectedAt: Date };

export type ConnectedAccounts = {
  list: (userId: string) => Promise<ConnectedAccount[]>;
  /** Idempotent: an identity that is not connected is already disconnected. */
  disconnect: (userId: string, provider: string) => Promise<ConnectedAccount[]>;
};

export const AT_LEAST_ONE_SOCIAL_REQUIRED_MESSAGE =
  'Your account needs at least one way to sign in. Connect another account, a wallet or a password before removing this one.';

function connectedAccount(row: {
  provider: string;
  displayName: string | null;
  createdAt: Date;
}): ConnectedAccount {
  return { provider: row.provider, displayName: row.displayName, connectedAt: row.createdAt };
}

/** Other ways to sign in than the given identity: a password, a wallet or another identity. */
async function otherSignInWays(tx: Database, userId: string, provider: string): Promise<number> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    // Two disconnects of a player's last two identities run one after the other.
    .for('update');
  const [wallets] = await tx
    .select({ total: count() })
    .from(userWallets)
    .where(eq(userWallets.userId, userId));
  const identities = await tx
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  const others = identities.filter((identity) => identity.provider !== provider).length;
  return (user?.passwordHash ? 1 : 0) + (wallets?.total ?? 0) + others;
}

export function createConnectedAccounts(db: Database): ConnectedAccounts {
  const list = async (userId: string) =>
    (await listPlayerIdentities(db, userId)).map(connectedAccount);
  return {
    list,
    async disconnect(userId, provider) {
      if (!(SOCIAL_PROVIDER_KEYS as readonly string[]).includes(provider))
        throw invalidInput(`Unknown provider: ${provider}.`);
      await db.transaction(async (tx) => {
        const connected = (await listPlayerIdentities(tx, userId)).some(
          (identity) => identity.provider === provider,
        );
        if (!connected) return;
        if ((await otherSignInWays(tx, userId, provider)) === 0)
          throw new AppError('at-least-one-social-required', AT_LEAST_ONE_SOCIAL_REQUIRED_MESSAGE);
        await deletePlayerIdentity(tx, userId, provider);
      });
      return list(userId);
    },
  };
}
