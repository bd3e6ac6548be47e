import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionStatus,
  isCollectionEnded,
  isCollectionLive,
  isMintDisabled,
  isReservationExpired,
  isSoldOut,
  mintBannerLabel,
  reservationCardAction,
  soldFraction,
  soldPercentLabel,
} from './collection.ts';

const day = 86_400_000;
const now = Date.parse('2024-05-15T12:00:00.000Z');
const window = { events: [], releasedAt: now - day, endAt: now + day, now };

describe('collection status', () => {
  it('is live between release and end without events', () => {
    expect(isCollectionLive(window)).toBe(true);
    expect(collectionStatus(window)).toBe('LIVE');
    expect(collectionStatus({ ...window, releasedAt: now + 1 })).toBe('UPCOMING');
    expect(collectionStatus({ ...window, releasedAt: null })).toBe('UPCOMING');
  });

  it('is live while one of its events is live, even before release', () => {
    const events = [
      { startAt: now - 2 * day, endAt: now - day },
      { startAt: now - 1, endAt: now + day },
    ];
    expect(isCollectionLive({ ...window, releasedAt: now + day, events })).toBe(true);
  });

  it('ignores ended events and falls back to the release and end dates', () => {
    const events = [{ startAt: now - 2 * day, endAt: now - day }];
    expect(isCollectionLive({ ...window, releasedAt: now + day, events })).toBe(false);
    expect(isCollectionLive({ ...window, events })).toBe(true);
  });

  it('is ended once endAt has passed, whatever its events', () => {
    const events = [{ startAt: now - day, endAt: null }];
    expect(isCollectionEnded({ endAt: now, now })).toBe(true);
    expect(isCollectionEnded({ endAt: null, now })).toBe(false);
    expect(collectionStatus({ ...window, endAt: now - 1, events })).toBe('ENDED');
  });
});

describe('isSoldOut', () => {
  it('counts minted units for paid collections and reserved units for free ones', () => {
    expect(isSoldOut({ maxSupply: 10, mintedCount: 10, reservedCount: 0, listPrice: 1 })).toBe(
      true,
    );
    expect(isSoldOut({ maxSupply: 10, mintedCount: 9, reservedCount: 50, listPrice: 1 })).toBe(
      false,
    );
    expect(isSoldOut({ maxSupply: 10, mintedCount: 50, reservedCount: 9, listPrice: 0 })).toBe(
      false,
    );
    expect(isSoldOut({ maxSupply: 10, mintedCount: 0, reservedCount: 10, listPrice: 0 })).toBe(
      true,
    );
  });

  it('never sells out an unlimited supply', () => {
    expect(isSoldOut({ maxSupply: -1, mintedCount: 1e6, reservedCount: 1e6, listPrice: 0 })).toBe(
      false,
    );
    expect(isSoldOut({ maxSupply: null, mintedCount: 1e6, reservedCount: 1e6, listPrice: 1 })).toBe(
      false,
    );
  });

  it('is sold out iff count >= maxSupply for maxSupply >= 0', () => {
    const supply = fc.record({
      maxSupply: fc.nat(1_000),
      mintedCount: fc.nat(1_200),
      reservedCount: fc.nat(1_200),
      listPrice: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 100, noNaN: true })),
    });
    fc.assert(
      fc.property(supply, (s) => {
        const count = s.listPrice > 0 ? s.mintedCount : s.reservedCount;
        return isSoldOut(s) === count >= s.maxSupply;
      }),
    );
  });
});

describe('soldFraction and soldPercentLabel', () => {
  it('is the counted share of the supply', () => {
    expect(soldFraction({ maxSupply: 200, mintedCount: 50, reservedCount: 0, listPrice: 1 })).toBe(
      0.25,
    );
    expect(soldFraction({ maxSupply: 0, mintedCount: 0, reservedCount: 0, listPrice: 0 })).toBe(1);
    expect(soldFraction({ maxSupply: -1, mintedCount: 5, reservedCount: 5, listPrice: 0 })).toBe(0);
  });

  it('floors the percent without binary rounding errors', () => {
    expect(soldPercentLabel(29 / 100)).toBe(29);
    expect(soldPercentLabel(57 / 100)).toBe(57);
    expect(soldPercentLabel(0.999)).toBe(99);
    expect(soldPercentLabel(1)).toBe(100);
    expect(soldPercentLabel(Number.NaN)).toBe(0);
  });

  it('shows n percent for n of 100 units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        const fraction = soldFraction({
          maxSupply: 100,
          mintedCount: 0,
          reservedCount: n,
          listPrice: 0,
        });
        return soldPercentLabel(fraction) === n;
      }),
    );
  });
});

describe('reservations and disabled mints', () => {
  it('expires only once the expiry is earlier than now', () => {
    expect(isReservationExpired({ reservationExpiredAt: now, now })).toBe(false);
    expect(isReservationExpired({ reservationExpiredAt: now - 1, now })).toBe(true);
  });

  it('shows ITEM EXPIRED!, MINT COMING SOON or MINT NOW', () => {
    const base = { collectionId: 'c1', disabledMints: ['c2'], now };
    expect(reservationCardAction({ ...base, reservationExpiredAt: now - 1 })).toEqual({
      label: 'ITEM EXPIRED!',
      disabled: false,
    });
    expect(reservationCardAction({ ...base, reservationExpiredAt: now + day })).toEqual({
      label: 'MINT NOW',
      disabled: false,
    });
    expect(
      reservationCardAction({ ...base, collectionId: 'c2', reservationExpiredAt: now + day }),
    ).toEqual({
      label: 'MINT COMING SOON',
      disabled: true,
    });
    expect(isMintDisabled('c2', ['c2'])).toBe(true);
  });
});

describe('mintBannerLabel', () => {
  it('follows the user state before the window', () => {
    expect(mintBannerLabel({ userState: 'COMPLETED', status: 'ENDED', soldOut: true })).toBe(
      'CLAIMED',
    );
    expect(mintBannerLabel({ userState: 'RESERVED', status: 'LIVE', soldOut: true })).toBe(
      'RESERVED',
    );
    expect(mintBannerLabel({ userState: 'PROCESSING', status: 'LIVE', soldOut: false })).toBe(
      'RESERVED',
    );
  });

  it('reads ENDED when ended or nothing remains', () => {
    expect(mintBannerLabel({ userState: 'QUALIFIED', status: 'ENDED', soldOut: false })).toBe(
      'ENDED',
    );
    expect(mintBannerLabel({ userState: null, status: 'LIVE', soldOut: true })).toBe('ENDED');
  });

  it('reads by missions otherwise', () => {
    expect(mintBannerLabel({ userState: 'QUALIFIED', status: 'LIVE', soldOut: false })).toBe(
      'MISSIONS COMPLETE',
    );
    expect(mintBannerLabel({ userState: 'UNQUALIFIED', status: 'LIVE', soldOut: false })).toBe(
      'COMPLETE MISSIONS',
    );
    expect(mintBannerLabel({ userState: 'QUALIFIED', status: 'UPCOMING', soldOut: false })).toBe(
      'QUALIFIED',
    );
    expect(mintBannerLabel({ userState: null, status: 'UPCOMING', soldOut: false })).toBe(
      'UNQUALIFIED',
    );
    expect(mintBannerLabel({ userState: 'EXPIRED', status: 'LIVE', soldOut: false })).toBe(
      'MISSIONS COMPLETE',
    );
  });
});
