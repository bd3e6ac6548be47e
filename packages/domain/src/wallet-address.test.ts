import { describe, expect, it } from 'vitest';
import { shortWalletAddress } from './wallet-address.ts';

describe('shortWalletAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortWalletAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234...abcd');
  });

  it('leaves short values whole', () => {
    expect(shortWalletAddress('0x12345678')).toBe('0x12345678');
    expect(shortWalletAddress('0x123456789')).toBe('0x1234...6789');
    expect(shortWalletAddress('')).toBe('');
  });
});
