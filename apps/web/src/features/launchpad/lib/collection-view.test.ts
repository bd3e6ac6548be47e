import { describe, expect, it } from 'vitest';
import { collectionFixture, reservationFixture } from './collection.fixtures.ts';
import {
  canReserve,
  cardReservation,
  collectionView,
  processingDisplay,
  reservationAction,
} from './collection-view.ts';

const now = Date.parse('2026-06-01T00:00:00.000Z');

describe('collection view (spec 2 §2, §4)', () => {
  it('reads status, chain, floor percent and the banner at now', () => {
    const view = collectionView(collectionFixture({ reservedCount: 29 }), now);
    expect(view).toMatchObject({
      status: 'LIVE',
      statusLabel: 'Live',
      chainLabel: 'Polygon',
      progressLabel: '29%',
      soldOut: false,
      bannerLabel: 'COMPLETE MISSIONS',
      userState: null,
    });
    expect(view.countdown).toEqual({
      label: 'Ends in',
      at: Date.parse('2099-01-01T00:00:00.000Z'),
    });
  });

  it('sold out counts minted when the list price is above 0, reserved otherwise (spec 2 §4)', () => {
    const paid = collectionFixture({ listPrice: 5, reservedCount: 100, mintedCount: 10 });
    expect(collectionView(paid, now).progressLabel).toBe('10%');
    const free = collectionFixture({ reservedCount: 100 });
    expect(collectionView(free, now)).toMatchObject({
      progressLabel: 'SOLD OUT',
      bannerLabel: 'ENDED',
    });
  });

  it('offers reserve while live with supply, to a guest or a qualified player', () => {
    const reservable = (collection: ReturnType<typeof collectionFixture>) =>
      canReserve(collection, collectionView(collection, now));
    expect(reservable(collectionFixture())).toBe(true);
    expect(reservable(collectionFixture({}, { state: 'QUALIFIED' }))).toBe(true);
    expect(reservable(collectionFixture({}, { state: 'EXPIRED' }))).toBe(true);
    expect(reservable(collectionFixture({}, { state: 'UNQUALIFIED' }))).toBe(false);
    expect(reservable(collectionFixture({}, { state: 'RESERVED' }))).toBe(false);
    expect(reservable(collectionFixture({ reservedCount: 100 }, { state: 'QUALIFIED' }))).toBe(
      false,
    );
    expect(
      reservable(
        collectionFixture({ releasedAt: '2098-01-01T00:00:00.000Z' }, { state: 'QUALIFIED' }),
      ),
    ).toBe(false);
  });

  it('the card: not for a completed reservation; the server EXPIRED is final; processing display', () => {
    const completed = reservationFixture({ state: 'COMPLETED' });
    expect(
      cardReservation(collectionFixture({}, { state: 'COMPLETED', reservation: completed })),
    ).toBeNull();
    const expired = reservationFixture({
      state: 'EXPIRED',
      reservationExpiredAt: '2099-01-01T00:00:00.000Z',
    });
    expect(reservationAction(expired, [], now).label).toBe('ITEM EXPIRED!');
    const live = reservationFixture({ reservationExpiredAt: '2026-06-01T00:10:00.000Z' });
    expect(reservationAction(live, [], now)).toEqual({ label: 'MINT NOW', disabled: false });
    expect(reservationAction(live, ['collection-1'], now)).toEqual({
      label: 'MINT COMING SOON',
      disabled: true,
    });
    expect(reservationAction(live, [], Date.parse('2026-06-01T00:10:00.001Z')).label).toBe(
      'ITEM EXPIRED!',
    );
    expect(processingDisplay(live)).toBeNull();
    expect(
      processingDisplay(
        reservationFixture({
          state: 'PROCESSING',
          offchainAction: { actionType: 'Airdrop', scheduledAt: null, pendingDisplay: 'Soon' },
        }),
      ),
    ).toEqual({ pendingDisplay: 'Soon', scheduledAt: null });
    expect(processingDisplay(reservationFixture({ state: 'PROCESSING' }), 'onchain')).toBeNull();
  });
});
