import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featuredCollections, isFeaturedCollection } from './featured-collections.ts';

const now = Date.parse('2026-01-15T00:00:00.000Z');
const collection = (id: string, priority: number, endAt: string | null = null, isHidden = false) => ({
  id,
  priority,
  endAt,
  isHidden,
});

describe('isFeaturedCollection (spec 2 §7)', () => {
  it('needs a priority above 0', () => {
    expect(isFeaturedCollection(collection('a', 1), now)).toBe(true);
    expect(isFeaturedCollection(collection('b', 0), now)).toBe(false);
    expect(isFeaturedCollection(collection('c', -3), now)).toBe(false);
  });

  it('drops hidden and ended collections; no end date or a future one stays', () => {
    expect(isFeaturedCollection(collection('a', 5, null, true), now)).toBe(false);
    expect(isFeaturedCollection(collection('b', 5, '2026-01-14T23:59:59.999Z'), now)).toBe(false);
    expect(isFeaturedCollection(collection('c', 5, '2026-01-15T00:00:00.000Z'), now)).toBe(false);
    expect(isFeaturedCollection(collection('d', 5, '2026-01-15T00:00:00.001Z'), now)).toBe(true);
    expect(isFeaturedCollection({ priority: 5, endAt: undefined }, now)).toBe(true);
  });
});

describe('featuredCollections', () => {
  it('orders by priority, highest first, keeping the given order within a priority', () => {
    const list = [
      collection('low', 1),
      collection('zero', 0),
      collection('high-1', 9),
      collection('ended', 99, '2026-01-02T00:00:00.000Z'),
      collection('high-2', 9),
    ];
    expect(featuredCollections(list, now).map((item) => item.id)).toEqual([
      'high-1',
      'high-2',
      'low',
    ]);
  });

  it('is empty when nothing qualifies (no fallback to ended or priority-0 collections)', () => {
    expect(featuredCollections([collection('ended', 5, '2026-01-01T00:00:00.000Z')], now)).toEqual(
      [],
    );
  });

  it('keeps exactly the featured ones, in non-increasing priority', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priority: fc.integer({ min: -2, max: 5 }),
            isHidden: fc.boolean(),
            endAt: fc.option(fc.integer({ min: now - 10, max: now + 10 }), { nil: null }),
          }),
        ),
        (list) => {
          const featured = featuredCollections(list, now);
          expect(featured).toHaveLength(list.filter((item) => isFeaturedCollection(item, now)).length);
          for (let index = 1; index < featured.length; index += 1)
            expect(featured[index - 1]!.priority).toBeGreaterThanOrEqual(featured[index]!.priority);
        },
      ),
    );
  });
});
