import { describe, expect, it } from 'vitest';
import { optionalStrings } from './search-params.ts';

describe('optionalStrings', () => {
  it('keeps the named string parameters and drops the rest', () => {
    const validate = optionalStrings('status', 'code');
    expect(validate({ status: 'success', code: 'abc', other: 'x' })).toEqual({
      status: 'success',
      code: 'abc',
    });
    expect(validate({ status: 42, code: ['a'] })).toEqual({});
  });
});
