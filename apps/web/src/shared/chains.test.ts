import { describe, expect, it } from 'vitest';
import { chainName } from './chains.ts';

describe('chainName', () => {
  it.each([
    [42161, 'Arbitrum'],
    [8453, 'Base'],
    [4337, 'Beam'],
    [56, 'BNB'],
    [137, 'Polygon'],
    [1111, 'WEMIX'],
    [2020, 'Ronin'],
    [43114, 'Avalanche'],
    [-1, 'Immutable'],
  ])('names chain %i %s', (chainId, name) => {
    expect(chainName(chainId)).toBe(name);
  });

  it('shows an unnamed chain by its id', () => {
    expect(chainName(31337)).toBe('Chain 31337');
  });
});
