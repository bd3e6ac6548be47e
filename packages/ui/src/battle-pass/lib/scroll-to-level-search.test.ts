import { describe, expect, it } from 'vitest';
import { validateScrollToLevelSearch, withoutScrollToLevel } from './scroll-to-level-search.ts';

describe('validateScrollToLevelSearch', () => {
  it('keeps a positive integer level, from a number or a string', () => {
    expect(validateScrollToLevelSearch({ scroll_to_level: 30 })).toEqual({ scroll_to_level: 30 });
    expect(validateScrollToLevelSearch({ scroll_to_level: '7' })).toEqual({ scroll_to_level: 7 });
  });

  it.each([0, -3, 2.5, 'abc', '', null, true])('drops %j', (value) => {
    expect(validateScrollToLevelSearch({ scroll_to_level: value }).scroll_to_level).toBeUndefined();
  });

  it('is undefined when the param is absent', () => {
    expect(validateScrollToLevelSearch({ utm_source: 'x' }).scroll_to_level).toBeUndefined();
  });
});

describe('withoutScrollToLevel', () => {
  it('removes only scroll_to_level', () => {
    expect(withoutScrollToLevel({ scroll_to_level: 4, utm_source: 'mail', ref: 2 })).toEqual({
      utm_source: 'mail',
      ref: 2,
    });
  });

  it('returns a new object and leaves the input alone', () => {
    const search = { scroll_to_level: 4 };
    expect(withoutScrollToLevel(search)).toEqual({});
    expect(search).toEqual({ scroll_to_level: 4 });
  });
});
