import { describe, expect, it } from 'vitest';
import { freeMintFixture } from './free-mint-fixture.ts';
import {
  featuredFreeMints,
  freeMintActionLabel,
  freeMintCountdownTarget,
  freeMintPagePath,
  freeMintProgressLabel,
  freeMintStartsAt,
  freeMintStatus,
} from './free-mint-view.ts';

const at = (iso: string) => Date.parse(iso);
const midJanuary = at('2026-01-15T00:00:00.000Z');

describe('freeMintStatus', () => {
  it('is upcoming before the release, live inside the window and ended after it', () => {
    const mint = freeMintFixture();
    expect(freeMintStatus(mint, at('2025-12-31T00:00:00.000Z'))).toBe('UPCOMING');
    expect(freeMintStatus(mint, midJanuary)).toBe('LIVE');
    expect(freeMintStatus(mint, at('2026-02-01T00:00:00.000Z'))).toBe('ENDED');
  });

  it('is live while one of its events is live, even before the release date', () => {
    const mint = freeMintFixture({
      events: [{ startAt: '2025-12-20T00:00:00.000Z', endAt: '2025-12-25T00:00:00.000Z' }],
    });
    expect(freeMintStatus(mint, at('2025-12-21T00:00:00.000Z'))).toBe('LIVE');
  });
});

describe('freeMintProgressLabel', () => {
  it('floors the percent of the supply taken', () => {
    expect(freeMintProgressLabel(freeMintFixture({ reservedCount: 426 }))).toBe('42%');
    expect(freeMintProgressLabel(freeMintFixture({ reservedCount: 999 }))).toBe('99%');
  });

  it('counts minted units for a paid collection', () => {
    expect(
      freeMintProgressLabel(
        freeMintFixture({ listPrice: 5, mintedCount: 100, reservedCount: 900 }),
      ),
    ).toBe('10%');
  });

  it('reads SOLD OUT once the supply is taken', () => {
    expect(freeMintProgressLabel(freeMintFixture({ reservedCount: 1000 }))).toBe('SOLD OUT');
  });
});

describe('freeMintActionLabel', () => {
  it('offers RESERVE NOW only while live', () => {
    expect(freeMintActionLabel('LIVE')).toBe('RESERVE NOW');
    expect(freeMintActionLabel('UPCOMING')).toBe('VIEW EVENT');
    expect(freeMintActionLabel('ENDED')).toBe('VIEW EVENT');
  });
});

describe('freeMintPagePath', () => {
  it('links to /mints/{slug} only with a slug and a release date', () => {
    expect(freeMintPagePath(freeMintFixture())).toBe('/mints/winter-badge');
    expect(freeMintPagePath(freeMintFixture({ slug: null }))).toBeNull();
    expect(freeMintPagePath(freeMintFixture({ releasedAt: null }))).toBeNull();
  });
});

describe('freeMintCountdownTarget', () => {
  it('counts down to the earliest future start while upcoming', () => {
    const mint = freeMintFixture({
      events: [{ startAt: '2025-12-20T00:00:00.000Z', endAt: null }],
    });
    const now = at('2025-12-10T00:00:00.000Z');
    expect(freeMintCountdownTarget(mint, 'UPCOMING', now)).toEqual({
      label: 'Starts in',
      at: at('2025-12-20T00:00:00.000Z'),
    });
  });

  it('counts down to the live event end, else to the collection end', () => {
    const withEvent = freeMintFixture({
      events: [{ startAt: '2026-01-10T00:00:00.000Z', endAt: '2026-01-20T00:00:00.000Z' }],
    });
    expect(freeMintCountdownTarget(withEvent, 'LIVE', midJanuary)).toEqual({
      label: 'Ends in',
      at: at('2026-01-20T00:00:00.000Z'),
    });
    expect(freeMintCountdownTarget(freeMintFixture(), 'LIVE', midJanuary)).toEqual({
      label: 'Ends in',
      at: at('2026-02-01T00:00:00.000Z'),
    });
  });

  it('has nothing to count down to once ended or without an end', () => {
    expect(
      freeMintCountdownTarget(freeMintFixture(), 'ENDED', at('2026-03-01T00:00:00.000Z')),
    ).toBeNull();
    expect(
      freeMintCountdownTarget(freeMintFixture({ endAt: null }), 'LIVE', midJanuary),
    ).toBeNull();
  });
});

describe('featuredFreeMints', () => {
  it('features open events by priority, highest first, at most five', () => {
    const mints = [1, 7, 3, 9, 5, 8].map((priority) =>
      freeMintFixture({ id: `p${priority}`, priority }),
    );
    const ended = freeMintFixture({ id: 'ended', priority: 99, endAt: '2026-01-02T00:00:00.000Z' });
    expect(featuredFreeMints([...mints, ended], midJanuary).map((mint) => mint.id)).toEqual([
      'p9',
      'p8',
      'p7',
      'p5',
      'p3',
    ]);
  });

  it('follows spec 2 §7: no priority-0 event, and nothing when every event has ended', () => {
    const unranked = freeMintFixture({ id: 'unranked', priority: 0 });
    const ranked = freeMintFixture({ id: 'ranked', priority: 2 });
    expect(featuredFreeMints([unranked, ranked], midJanuary).map((mint) => mint.id)).toEqual([
      'ranked',
    ]);
    const ended = freeMintFixture({ priority: 4, endAt: '2026-01-02T00:00:00.000Z' });
    expect(featuredFreeMints([ended], midJanuary)).toEqual([]);
  });
});

describe('freeMintStartsAt', () => {
  it('is the earliest of the release date and the event starts', () => {
    const mint = freeMintFixture({
      events: [{ startAt: '2025-12-20T00:00:00.000Z', endAt: null }],
    });
    expect(freeMintStartsAt(mint)).toBe('2025-12-20T00:00:00.000Z');
    expect(freeMintStartsAt(freeMintFixture())).toBe('2026-01-01T00:00:00.000Z');
    expect(freeMintStartsAt(freeMintFixture({ releasedAt: null }))).toBeNull();
  });
});
