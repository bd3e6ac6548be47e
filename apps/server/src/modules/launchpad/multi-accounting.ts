// issue 13 Build 6 multi-accounting signals (spec 2 §8 multi-accounting): several accounts of one device
// reserving the same collection. An account's devices are the visitor id it signed up with
// (users.fingerprint, spec 1 §7 Sign up with e-mail) and the x-device-id of each of its reserves. A
// reserve is refused when another account holding a reservation of this collection shares one of them:
// that account reserved from this request's device or from the device this account signed up on, or
// signed up on one of those devices itself.
//
// "One wallet" cannot join two accounts here: a wallet is bound to one account forever (user_wallets'
// primary key is the address, spec 2 §4 Wallet), and a voucher is made only for the player's own
// bound wallet, so no two accounts ever reserve or mint with the same wallet.
import { and, countDistinct, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userReservations } from '#db/schema/launchpad.ts';
import { users } from '#db/schema/users.ts';
import { multiAccounting } from './messages.ts';

/** Accounts that may reserve one collection from one device (a second one is multi-accounting). */
export const MAX_ACCOUNTS_PER_DEVICE = 1;

/**
 * Throws multi-accounting when another account holding a reservation of this collection shares a
 * device with this reserve. Transaction-scoped advisory locks per (collection, device), taken in one
 * order, count racing accounts of one device one after the other (the pattern of
 * modules/chests/daily-chest-gate.ts).
 */
export async function checkMultiAccounting(
  tx: Database,
  {
    userId,
    collectionId,
    deviceId,
  }: { userId: string; collectionId: string; deviceId: string | null },
): Promise<void> {
  const [account] = await tx
    .select({ fingerprint: users.fingerprint })
    .from(users)
    .where(eq(users.id, userId));
  const devices = [
    ...new Set([deviceId, account?.fingerprint].filter((id) => !!id)),
  ].sort() as string[];
  if (devices.length === 0) return;
  for (const device of devices)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`launchpad-device:${collectionId}:${device}`}, 0))`,
    );
  const [row] = await tx
    .select({ accounts: countDistinct(userReservations.userId) })
    .from(userReservations)
    .innerJoin(users, eq(users.id, userReservations.userId))
    .where(
      and(
        eq(userReservations.collectionId, collectionId),
        ne(userReservations.userId, userId),
        or(inArray(userReservations.deviceId, devices), inArray(users.fingerprint, devices)),
      ),
    );
  if ((row?.accounts ?? 0) >= MAX_ACCOUNTS_PER_DEVICE) throw multiAccounting();
}
