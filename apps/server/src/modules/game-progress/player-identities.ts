// Which player an event names (issue 11 §2: "Events name the player by an identity the player linked
// (e-mail, a third-party account, a wallet address)"). Identities are compared in one normalized form,
// the same for the events waiting for a player and for the identities a player has.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userIdentities, users } from '#db/schema/users.ts';
import type { PlayerIdentity } from './event-batch.ts';

export type IdentityKind = 'email' | 'account' | 'wallet';
export type NormalizedIdentity = { kind: IdentityKind; value: string };

export function normalizeIdentity(player: PlayerIdentity): NormalizedIdentity {
  if ('email' in player) return { kind: 'email', value: player.email.trim().toLowerCase() };
  if ('provider' in player)
    return { kind: 'account', value: `${player.provider}:${player.accountId}` };
  return { kind: 'wallet', value: player.walletAddress.toLowerCase() };
}

export const identityKey = ({ kind, value }: NormalizedIdentity) => `${kind}|${value}`;

/**
 * The players these identities belong to, keyed by identityKey. Wallet addresses resolve to nobody
 * until players can link wallets (their events wait as pending, then `applyPendingGameEvents` runs).
 * With `lock`, each query also takes the player lock (progression/store.ts lockPlayer) of the rows it
 * finds, in id order; callers lock this way only when one query runs (a single identity kind), so
 * two batches always lock in one global order and never deadlock.
 */
export async function findPlayers(
  db: Database,
  identities: readonly NormalizedIdentity[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const emails = [...new Set(identities.filter((i) => i.kind === 'email').map((i) => i.value))];
  if (emails.length > 0) {
    const query = db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const rows = lock ? await query.orderBy(asc(users.id)).for('no key update') : await query;
    for (const row of rows)
      if (row.email) found.set(identityKey({ kind: 'email', value: row.email }), row.id);
  }
  const accounts = [...new Set(identities.filter((i) => i.kind === 'account').map((i) => i.value))];
  if (accounts.length > 0) {
    const query = db
      .select({
        userId: userIdentities.userId,
        provider: userIdentities.provider,
        providerUserId: userIdentities.providerUserId,
      })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        or(
          ...accounts.map((account) => {
            const at = account.indexOf(':');
            return and(
              eq(userIdentities.provider, account.slice(0, at)),
              eq(userIdentities.providerUserId, account.slice(at + 1)),
            );
          }),
        ),
      );
    const rows = lock
      ? await query.orderBy(asc(users.id)).for('no key update', { of: users })
      : await query;
    for (const row of rows)
      found.set(
        identityKey({ kind: 'account', value: `${row.provider}:${row.providerUserId}` }),
        row.userId,
      );
  }
  return found;
}

/** Every identity the player has linked, in normalized form (what pending events are matched on). */
export async function identitiesOfPlayer(
  db: Database,
  userId: string,
): Promise<NormalizedIdentity[]> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const accounts = await db
    .select({ provider: userIdentities.provider, providerUserId: userIdentities.providerUserId })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return [
    ...(user?.email ? [{ kind: 'email' as const, value: user.email }] : []),
    ...accounts.map((row) => ({
      kind: 'account' as const,
      value: `${row.provider}:${row.providerUserId}`,
    })),
  ];
}
