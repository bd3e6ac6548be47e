import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAWER_WIDGETS, visibleDrawerWidgets } from './drawer-widgets.ts';

const now = Date.parse('2024-05-15T12:00:00.000Z');
const active = { endAt: now + 60_000 };
const expired = { endAt: now };
const base = { hasPremium: false, booster: null, offSeason: false, unreadLevelUpCount: 0, now };

describe('visibleDrawerWidgets', () => {
  it('lists every widget in order when all apply', () => {
    expect(visibleDrawerWidgets({ ...base, booster: expired, unreadLevelUpCount: 2 })).toEqual([
      'passStatus',
      'premiumPassPromo',
      'missionsStatus',
      'xpBoostStatus',
      'xpBoostPromo',
      'levelUpReward',
    ]);
  });

  it('hides the premium promo with premium', () => {
    expect(visibleDrawerWidgets({ ...base, hasPremium: true })).not.toContain('premiumPassPromo');
  });

  it('hides the XP boost promo while a booster is active, and the status without a booster', () => {
    expect(visibleDrawerWidgets({ ...base, booster: active })).toEqual([
      'passStatus',
      'premiumPassPromo',
      'missionsStatus',
      'xpBoostStatus',
    ]);
    expect(visibleDrawerWidgets(base)).toEqual([
      'passStatus',
      'premiumPassPromo',
      'missionsStatus',
      'xpBoostPromo',
    ]);
  });

  it('shows the level-up reward widget only with unread level-ups', () => {
    expect(visibleDrawerWidgets({ ...base, unreadLevelUpCount: 1 }).at(-1)).toBe('levelUpReward');
    expect(visibleDrawerWidgets(base)).not.toContain('levelUpReward');
  });

  it('shows only missions, XP boost status and XP boost promo off-season', () => {
    expect(
      visibleDrawerWidgets({ ...base, offSeason: true, booster: expired, unreadLevelUpCount: 3 }),
    ).toEqual(['missionsStatus', 'xpBoostStatus', 'xpBoostPromo']);
  });

  it('always keeps the drawer order and the off-season subset', () => {
    const input = fc.record({
      hasPremium: fc.boolean(),
      booster: fc.option(fc.record({ endAt: fc.integer({ min: now - 1_000, max: now + 1_000 }) }), {
        nil: null,
      }),
      offSeason: fc.boolean(),
      unreadLevelUpCount: fc.nat(5),
    });
    fc.assert(
      fc.property(input, (params) => {
        const widgets = visibleDrawerWidgets({ ...params, now });
        const positions = widgets.map((w) => DRAWER_WIDGETS.indexOf(w));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(widgets).toContain('missionsStatus');
        if (params.offSeason)
          expect(
            widgets.every((w) => ['missionsStatus', 'xpBoostStatus', 'xpBoostPromo'].includes(w)),
          ).toBe(true);
      }),
    );
  });
});
