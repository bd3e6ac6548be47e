// spec 2 §7 Reserve collection and spec 2 §4 Reserve (issue 13 Build 3): captcha (site captchaFeatures
// 'reserve', token in the cf-turnstile-response header; spec 2 §5), the device signal (x-device-id;
// fingerprint-missing when site deviceIdFeatures lists 'reserve'), a live collection (mission-is-over
// once ended), its missions complete, the per-player limit, multi-accounting (another account of this
// device reserved this collection; ./multi-accounting.ts), then one unit of the supply, never oversold.
// A live collection that is sold out is answered SOLD OUT first, without a transaction (./sold-out.ts,
// issue 26): the answer tells nothing the collection page does not show and takes nothing, so it
// needs no captcha, device signal or player lock.
import { isCollectionEnded, isCollectionLive } from '@levelup/domain/collection';
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { Database } from '#db/client.ts';
import { userReservations } from '#db/schema/launchpad.ts';
import type { ClientRequest } from '#graphql/context.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import { ipKey } from '#rate-limit/ip-key.ts';
import {
  collectionEnded,
  collectionNotLive,
  fingerprintMissing,
  missionsFirst,
  reserveCapExceeded,
  reserveLimitReached,
  unknownCollection,
} from './messages.ts';
import { checkMultiAccounting } from './multi-accounting.ts';
import { holdsItem, liveStage } from './rules.ts';
import { findCollectionToReserve, soldOutNow } from './sold-out.ts';
import {
  countPassedMissions,
  listEvents,
  listFlag,
  listPlayerReservations,
  type ReservationRow,
} from './store.ts';
import { expireOverdue, takeSupplyUnit } from './supply.ts';

const MINUTE_MS = 60_000;

export async function reserveCollection(
  {
    db,
    transactions,
    captcha,
    now: clock,
  }: {
    db: Database;
    transactions: PlayerTransactions;
    captcha: CaptchaGuard;
    now: () => Date;
  },
  userId: string,
  collectionId: string,
  client: ClientRequest,
): Promise<ReservationRow> {
  const at = clock();
  const found = await findCollectionToReserve(db, collectionId, at);
  const collection = found && !found.collection.isHidden ? found.collection : null;
  const events = collection ? await listEvents(db, [collection.id]) : [];
  if (found && collection && soldOutNow(found, events, at)) throw reserveCapExceeded();
  await captcha.check('reserve', { token: client.captchaToken, ip: client.ip });
  const deviceId = client.deviceId?.slice(0, 200) || null;
  if (!deviceId && (await listFlag(db, 'deviceIdFeatures')).includes('reserve'))
    throw fingerprintMissing();
  if (!collection) throw unknownCollection();
  return transactions.asPlayer(userId, async ({ tx, now }) => {
    // spec 2 §4 Event countdown and collections: ended once endAt has passed; live by an event or
    // else by the release and end dates.
    if (isCollectionEnded({ endAt: collection.endAt, now })) throw collectionEnded();
    const window = { events, releasedAt: collection.releasedAt, endAt: collection.endAt, now };
    if (!isCollectionLive(window)) throw collectionNotLive();
    if (
      (await countPassedMissions(tx, userId, collection.missionKeys)) <
      collection.missionKeys.length
    )
      throw missionsFirst();
    // Under the player lock: the same player's parallel reserves are counted one after the other.
    const own = await listPlayerReservations(tx, userId, [collection.id]);
    if (own.filter((row) => holdsItem(row, now)).length >= collection.reserveLimitPerPlayer)
      throw reserveLimitReached();
    await checkMultiAccounting(tx, { userId, collectionId: collection.id, deviceId });
    const [reservation] = await tx
      .insert(userReservations)
      .values({
        userId,
        collectionId: collection.id,
        stage: liveStage(events, now),
        reservedAt: now,
        reservationExpiredAt: new Date(now.getTime() + collection.reservationMinutes * MINUTE_MS),
        deviceId,
        ip: ipKey(client.ip),
      })
      .returning();
    // Last, so the collection's row lock is held as briefly as possible.
    if (!(await takeSupplyUnit(tx, collection.id))) {
      // Sold out: reservations past their expiry give their units back first (a late expiry job).
      if ((await expireOverdue(tx, now, collection.id)) === 0) throw reserveCapExceeded();
      if (!(await takeSupplyUnit(tx, collection.id))) throw reserveCapExceeded();
    }
    return reservation!;
  });
}
