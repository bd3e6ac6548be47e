// Reserve, mint and expiry (issue 13 Build 3-5; spec 2 §4 Reserve, mint user event states, §5, §7
// Reserve collection, §8 reserve and mint errors): every rule with its error code and text.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#db/schema/users.ts';
import {
  addCollection,
  collectionQuery,
  collectionRow,
  completeMissions,
  confirmMutation,
  expireNow,
  fromDevice,
  mintedAssetsQuery,
  mintedRows,
  mintMutation,
  reservationRows,
  reservationsQuery,
  reserveMutation,
  withKey,
  type CollectionView,
  type ReservationView,
} from './support/launchpad.ts';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { startTurnstileStandIn, type TurnstileStandIn } from './support/turnstile-server.ts';

let server: TestServer;
let turnstile: TurnstileStandIn;
beforeAll(async () => {
  turnstile = await startTurnstileStandIn({ secret: 'test-secret', validToken: 'good-token' });
  server = await startTestServer({
    env: { TURNSTILE_SECRET_KEY: 'test-secret', TURNSTILE_VERIFY_URL: turnstile.url },
  });
});
afterAll(async () => {
  await server.close();
  await turnstile.close();
});
const setFlag = (key: string, value: unknown) =>
  server.handle.db.execute(
    sql`insert into feature_flags (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
beforeEach(async () => {
  await setFlag('captchaFeatures', []);
  await setFlag('deviceIdFeatures', []);
  await setFlag('disabledMints', []);
});

const reserve = (player: Player, collectionId: string, headers: Record<string, string> = {}) =>
  player.graphql(reserveMutation, { collectionId }, { headers });
const reserved = async (player: Player, collectionId: string) =>
  dataOf<ReservationView>(await reserve(player, collectionId), 'reserveCollection');
const mint = (player: Player, reservationId: string) =>
  player.graphql(mintMutation, { reservationId });

describe('reserveCollection', () => {
  it('reserves a unit: RESERVED for reservationMinutes, reservedCount + 1, the state on the page', async () => {
    const id = await addCollection(server, {
      reservationMinutes: 15,
      offchainAction: { pendingDisplay: 'On its way', airdropDelaySeconds: 5 },
    });
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    expect(reservation).toMatchObject({
      collectionId: id,
      stage: 1,
      state: 'RESERVED',
      offchainAction: { actionType: 'Airdrop', scheduledAt: null, pendingDisplay: 'On its way' },
      collection: { id, reservedCount: 1 },
    });
    const minutes = (Date.parse(reservation.reservationExpiredAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
    const page = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug: id }),
      'launchpadCollection',
    );
    expect(page.userLaunchpadCollection).toMatchObject({
      state: 'RESERVED',
      reservedCount: 1,
      reservation: { id: reservation.id, state: 'RESERVED' },
    });
    const list = dataOf<ReservationView[]>(
      await player.graphql(reservationsQuery, { collectionId: id }),
      'userReservations',
    );
    expect(list.map((row) => row.id)).toEqual([reservation.id]);
  });

  it('needs a signed-in player', async () => {
    const id = await addCollection(server);
    const response = await server.graphql(reserveMutation, { collectionId: id });
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('missions not complete: invalid-input "Complete the collection\'s missions first."', async () => {
    const id = await addCollection(server, {
      missions: ['platform-like-5-posts', 'nebula-drift-finish-3-races'],
    });
    const player = await createPlayer(server);
    await completeMissions(server, player, ['platform-like-5-posts']);
    expect(errorOf(await reserve(player, id))).toEqual({
      code: 'invalid-input',
      message: "Complete the collection's missions first.",
    });
    await completeMissions(server, player, ['nebula-drift-finish-3-races']);
    expect((await reserved(player, id)).state).toBe('RESERVED');
  });

  it('not live: mission-is-over once ended, invalid-input before it starts, unknown or hidden refused', async () => {
    const player = await createPlayer(server);
    const ended = await addCollection(server, {
      releasedAt: '2025-01-01T00:00:00Z',
      endAt: '2025-06-01T00:00:00Z',
      events: [],
    });
    expect(errorOf(await reserve(player, ended))).toEqual({
      code: 'mission-is-over',
      message: 'This collection has ended.',
    });
    const upcoming = await addCollection(server, {
      releasedAt: '2030-01-01T00:00:00Z',
      events: [{ startAt: '2030-01-01T00:00:00Z' }],
    });
    expect(errorOf(await reserve(player, upcoming))).toEqual({
      code: 'invalid-input',
      message: 'This collection is not live yet.',
    });
    expect(errorOf(await reserve(player, 'no-such-collection')).code).toBe('invalid-input');
    const hidden = await addCollection(server, { isHidden: true });
    expect(errorOf(await reserve(player, hidden)).code).toBe('invalid-input');
  });

  it('per-player limit: reached-collection-reserve-limit; an expired reservation frees the slot', async () => {
    const id = await addCollection(server, { reserveLimitPerPlayer: 2 });
    const player = await createPlayer(server);
    const first = await reserved(player, id);
    await reserved(player, id);
    expect(errorOf(await reserve(player, id))).toEqual({
      code: 'reached-collection-reserve-limit',
      message: "You've already collected this item!",
    });
    await expireNow(server, first.id);
    expect((await reserved(player, id)).state).toBe('RESERVED');
  });

  it('sold out: reserve-cap-exceeded with the spec text; the supply never goes past maxSupply', async () => {
    const id = await addCollection(server, { maxSupply: 1 });
    await reserved(await createPlayer(server), id);
    expect(errorOf(await reserve(await createPlayer(server), id))).toEqual({
      code: 'reserve-cap-exceeded',
      message: "Darn, the mint supply's just run out. Come earlier next time!",
    });
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
    expect(await reservationRows(server, id)).toHaveLength(1);
  });

  it('a paid collection is sold out by its minted count (spec 2 §4)', async () => {
    const id = await addCollection(server, { listPrice: 0.01, maxSupply: 5, mintedCount: 5 });
    expect(errorOf(await reserve(await createPlayer(server), id)).code).toBe(
      'reserve-cap-exceeded',
    );
    const open = await addCollection(server, { listPrice: 0.01, maxSupply: 5, reservedCount: 9 });
    expect((await reserved(await createPlayer(server), open)).state).toBe('RESERVED');
  });

  it('an unlimited supply (maxSupply < 0) is never sold out', async () => {
    const id = await addCollection(server, { maxSupply: -1, reservedCount: 100000 });
    expect((await reserved(await createPlayer(server), id)).state).toBe('RESERVED');
  });

  it('a sold-out collection takes back units of reservations the late expiry job has not returned', async () => {
    const id = await addCollection(server, { maxSupply: 1 });
    const first = await reserved(await createPlayer(server), id);
    await expireNow(server, first.id);
    const second = await reserved(await createPlayer(server), id);
    expect(second.state).toBe('RESERVED');
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
    const rows = await reservationRows(server, id);
    expect(rows.find((row) => row.id === first.id)?.state).toBe('EXPIRED');
  });

  it("captcha: turnstile-error without or with a bad token when captchaFeatures lists 'reserve'", async () => {
    const id = await addCollection(server);
    await setFlag('captchaFeatures', ['reserve']);
    const player = await createPlayer(server);
    expect(errorOf(await reserve(player, id)).code).toBe('turnstile-error');
    expect(errorOf(await reserve(player, id, { 'cf-turnstile-response': 'bad' })).code).toBe(
      'turnstile-error',
    );
    expect(await reservationRows(server, id)).toHaveLength(0);
    const ok = await reserve(player, id, { 'cf-turnstile-response': 'good-token' });
    expect(dataOf<ReservationView>(ok, 'reserveCollection').state).toBe('RESERVED');
  });

  it("fingerprint-missing without x-device-id when deviceIdFeatures lists 'reserve'", async () => {
    const id = await addCollection(server);
    await setFlag('deviceIdFeatures', ['reserve']);
    const player = await createPlayer(server);
    expect(errorOf(await reserve(player, id)).code).toBe('fingerprint-missing');
    expect(await reservationRows(server, id)).toHaveLength(0);
    const ok = await player.graphql(reserveMutation, { collectionId: id }, fromDevice('dev-ok'));
    expect(dataOf<ReservationView>(ok, 'reserveCollection').state).toBe('RESERVED');
    const [row] = await reservationRows(server, id);
    expect(row).toMatchObject({ deviceId: 'dev-ok' });
    expect(row?.ip).toBeTruthy();
  });

  it('multi-accounting: a second account reserving the same collection from the same device', async () => {
    const id = await addCollection(server);
    const device = fromDevice(`shared-${Date.now()}`);
    const first = await createPlayer(server);
    const second = await createPlayer(server);
    expect(
      dataOf<ReservationView>(
        await first.graphql(reserveMutation, { collectionId: id }, device),
        'reserveCollection',
      ).state,
    ).toBe('RESERVED');
    expect(errorOf(await second.graphql(reserveMutation, { collectionId: id }, device))).toEqual({
      code: 'multi-accounting',
      message: 'Another account already reserved this collection from this device.',
    });
    // Another collection from the same device is fine.
    const other = await addCollection(server);
    expect(
      errorOf(await second.graphql(reserveMutation, { collectionId: other }, device)).code,
    ).toBeUndefined();
  });

  it('a retry with the same Idempotency-Key reserves once and replays the answer', async () => {
    const id = await addCollection(server, { reserveLimitPerPlayer: 3 });
    const player = await createPlayer(server);
    const key = withKey();
    const first = await player.graphql(reserveMutation, { collectionId: id }, key);
    const again = await player.graphql(reserveMutation, { collectionId: id }, key);
    expect(again.body).toEqual(first.body);
    expect(await reservationRows(server, id)).toHaveLength(1);
  });
});

describe('reservation expiry', () => {
  it('EXPIRED from the time alone; the job returns the unit once, even run twice at once', async () => {
    const id = await addCollection(server, { maxSupply: 3 });
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    await expireNow(server, reservation.id);
    const page = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug: id }),
      'launchpadCollection',
    );
    expect(page.userLaunchpadCollection).toMatchObject({ state: 'EXPIRED', reservedCount: 0 });
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
    const sweeps = await Promise.all([
      server.app.services.launchpad.jobs.sweep(),
      server.app.services.launchpad.jobs.sweep(),
    ]);
    expect((await collectionRow(server, id)).reservedCount).toBe(0);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.expired, 0)).toBeGreaterThanOrEqual(1);
    await server.app.services.launchpad.jobs.sweep();
    expect((await collectionRow(server, id)).reservedCount).toBe(0);
    const [row] = await reservationRows(server, id);
    expect(row?.state).toBe('EXPIRED');
    expect(row?.expiredAt).not.toBeNull();
  });

  it('a paid collection keeps its reserved count (only free collections count reservations)', async () => {
    const id = await addCollection(server, { listPrice: 0.01, maxSupply: 5 });
    const reservation = await reserved(await createPlayer(server), id);
    await expireNow(server, reservation.id);
    await server.app.services.launchpad.jobs.sweep();
    expect((await reservationRows(server, id))[0]?.state).toBe('EXPIRED');
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
  });
});

describe('mintReservation (offchain)', () => {
  const badgeEntries = (userId: string) =>
    server.handle.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'BADGE_AURORA_PILOTS')),
      );

  it('PROCESSING, then the airdrop records the asset once, COMPLETED, minted + 1, the badge once', async () => {
    const id = await addCollection(server, {
      badgeItemKey: 'BADGE_AURORA_PILOTS',
      offchainAction: { pendingDisplay: 'On its way', airdropDelaySeconds: 3600 },
    });
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    const started = dataOf<{ reservation: ReservationView; voucher: null }>(
      await mint(player, reservation.id),
      'mintReservation',
    );
    expect(started.voucher).toBeNull();
    expect(started.reservation.state).toBe('PROCESSING');
    expect(started.reservation.offchainAction?.scheduledAt).not.toBeNull();
    expect(started.reservation.offchainAction?.pendingDisplay).toBe('On its way');
    // Twice at once, and once more: one asset, one badge.
    const runs = await Promise.all([
      server.app.services.launchpad.airdrop(reservation.id),
      server.app.services.launchpad.airdrop(reservation.id),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await server.app.services.launchpad.airdrop(reservation.id)).toBe(false);
    expect(await mintedRows(server, id)).toHaveLength(1);
    expect(await badgeEntries(player.id)).toHaveLength(1);
    const row = await collectionRow(server, id);
    expect(row).toMatchObject({ mintedCount: 1, reservedCount: 1 });
    const assets = dataOf<{ collectionId: string; chainId: number; tokenId: string }[]>(
      await player.graphql(mintedAssetsQuery),
      'userMintedAssets',
    );
    expect(assets).toMatchObject([{ collectionId: id, chainId: 42161, tokenId: '1' }]);
    const page = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug: id }),
      'launchpadCollection',
    );
    expect(page.userLaunchpadCollection).toMatchObject({ state: 'COMPLETED', mintedCount: 1 });
    // Minting a completed reservation again answers it as it is.
    expect(
      dataOf<{ reservation: ReservationView }>(
        await mint(player, reservation.id),
        'mintReservation',
      ).reservation.state,
    ).toBe('COMPLETED');
    // The expiry never takes back a minted unit.
    await expireNow(server, reservation.id);
    await server.app.services.launchpad.jobs.sweep();
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
  });

  it('the queued airdrop job completes the mint on its own', async () => {
    const id = await addCollection(server);
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    dataOf(await mint(player, reservation.id), 'mintReservation');
    // The job queue picks the job up on its next poll: the state is the signal, and the test's own
    // timeout (vitest.config.ts) bounds the wait, not a shorter one that a busy machine can outrun.
    await expect
      .poll(async () => (await reservationRows(server, id))[0]?.state, { timeout: 85_000 })
      .toBe('COMPLETED');
    expect(await mintedRows(server, id)).toHaveLength(1);
  });

  it('an expired reservation, or another player\'s: minting-not-reserved "Your reserved item has expired!"', async () => {
    const id = await addCollection(server);
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    expect(errorOf(await mint(await createPlayer(server), reservation.id))).toEqual({
      code: 'minting-not-reserved',
      message: 'Your reserved item has expired!',
    });
    expect(errorOf(await mint(player, 'not-a-uuid')).code).toBe('minting-not-reserved');
    await expireNow(server, reservation.id);
    expect(errorOf(await mint(player, reservation.id))).toEqual({
      code: 'minting-not-reserved',
      message: 'Your reserved item has expired!',
    });
    expect((await reservationRows(server, id))[0]?.state).toBe('RESERVED');
  });

  it('a collection in the disabled-mints list: invalid-input, the reservation untouched', async () => {
    const id = await addCollection(server);
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    await setFlag('disabledMints', [id]);
    expect(errorOf(await mint(player, reservation.id))).toEqual({
      code: 'invalid-input',
      message: 'Minting this collection is coming soon.',
    });
    expect((await reservationRows(server, id))[0]?.state).toBe('RESERVED');
    await setFlag('disabledMints', []);
    expect(
      dataOf<{ reservation: ReservationView }>(
        await mint(player, reservation.id),
        'mintReservation',
      ).reservation.state,
    ).toBe('PROCESSING');
  });

  it('past mintLimitPerPlayer: reached-collection-mint-limit', async () => {
    const id = await addCollection(server, { reserveLimitPerPlayer: 2, mintLimitPerPlayer: 1 });
    const player = await createPlayer(server);
    const first = await reserved(player, id);
    const second = await reserved(player, id);
    dataOf(await mint(player, first.id), 'mintReservation');
    expect(errorOf(await mint(player, second.id))).toEqual({
      code: 'reached-collection-mint-limit',
      message: "You've reached the maximum mint limit. Don't be greedy, now.",
    });
  });

  it('an on-chain collection without a contract (or a server without a minter key) cannot be minted', async () => {
    const id = await addCollection(server, { contractType: 'onchain', chainId: 43114 });
    const player = await createPlayer(server);
    const reservation = await reserved(player, id);
    expect(errorOf(await mint(player, reservation.id))).toEqual({
      code: 'invalid-input',
      message: 'On-chain minting is not available yet.',
    });
    // Nothing was minted: nothing to confirm (launchpad-onchain.test.ts mints on a real chain).
    const txHash = `0x${'ab'.repeat(32)}`;
    expect(
      errorOf(await player.graphql(confirmMutation, { reservationId: reservation.id, txHash })),
    ).toEqual({ code: 'minting-not-reserved', message: 'Your reserved item has expired!' });
  });
});
