import { beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_STORAGE_KEY, readReferralCode, storeReferralCode } from './referral-code.ts';

describe('referral code storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the code under the spec key referral-code', () => {
    storeReferralCode('FRIEND42');
    expect(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY)).toBe('FRIEND42');
    expect(REFERRAL_CODE_STORAGE_KEY).toBe('referral-code');
    expect(readReferralCode()).toBe('FRIEND42');
  });

  it('keeps the previous code when the new one is blank', () => {
    storeReferralCode('FIRST');
    storeReferralCode('  ');
    expect(readReferralCode()).toBe('FIRST');
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => null,
    } as unknown as Storage;
    expect(() => storeReferralCode('CODE', refusing)).not.toThrow();
    expect(readReferralCode(refusing)).toBeNull();
  });
});
