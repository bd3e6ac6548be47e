import { describe, expect, it } from 'vitest';
import { mergePatch, patchUserFlags, userFlagKeys } from './user-flags.ts';

describe('userFlagKeys', () => {
  it('are the keys of spec 1 §3 User flags', () => {
    expect(userFlagKeys).toHaveLength(20);
    expect(userFlagKeys).toContain('has_migrated_to_sso');
    expect(userFlagKeys).toContain('snowflakes-tutorial');
    expect(userFlagKeys).toContain('white-label-battle-in-game-item');
  });
});

describe('mergePatch (RFC 7386)', () => {
  it.each([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j + %j = %j', (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });
});

describe('patchUserFlags', () => {
  it('keeps stored keys it does not know and removes a key patched to null', () => {
    expect(patchUserFlags({ legacy: 1, snackbar_closed: true }, { snackbar_closed: null })).toEqual(
      {
        legacy: 1,
      },
    );
  });

  it('accepts epoch milliseconds and ISO times for moments', () => {
    expect(patchUserFlags({}, { last_sync_referral_success_reward: 1_795_000_000_000 })).toEqual({
      last_sync_referral_success_reward: 1_795_000_000_000,
    });
    expect(() =>
      patchUserFlags({}, { last_sync_referral_success_reward: '2026-13-01T00:00:00Z' }),
    ).toThrow(/Invalid value/);
  });
});
