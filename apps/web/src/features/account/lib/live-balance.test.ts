import { describe, expect, it } from 'vitest';
import { sessionUser } from '#app/session/session.fixtures.ts';
import { withBalance } from './live-balance.ts';

describe('withBalance', () => {
  it('sets the balance of each currency by its item key', () => {
    const user = sessionUser({ gold: 1, playpoints: 2, allyToken: 3, snowflakes: 4 });
    const change = (itemKey: string, amount: number) =>
      withBalance(user, { itemKey, amount, battlePassId: null });
    expect(change('GOLD', 900).gold).toBe(900);
    expect(change('PLAYPOINT', 80).playpoints).toBe(80);
    expect(change('ALLY_TOKEN', 7).allyToken).toBe(7);
    expect(change('SNOWFLAKE', 0).snowflakes).toBe(0);
  });

  it('leaves the user as is for XP, other items and an unchanged amount', () => {
    const user = sessionUser({ gold: 50 });
    expect(withBalance(user, { itemKey: 'BATTLE_PASS_XP', amount: 10, battlePassId: '1' })).toBe(
      user,
    );
    expect(withBalance(user, { itemKey: 'GOLD', amount: 10, battlePassId: '1' })).toBe(user);
    expect(withBalance(user, { itemKey: 'CHEST_KEY', amount: 10, battlePassId: null })).toBe(user);
    expect(withBalance(user, { itemKey: 'toString', amount: 10, battlePassId: null })).toBe(user);
    expect(withBalance(user, { itemKey: 'GOLD', amount: 50, battlePassId: null })).toBe(user);
  });
});
