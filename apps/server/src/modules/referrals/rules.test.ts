import { describe, expect, it } from 'vitest';
import { ipBlockOf } from './ip-block.ts';
import { qualificationRule, refusalAtSignUp, withinWindow } from './rules.ts';

const campaign = (metadata: Record<string, unknown>) => ({
  key: 'referral-success',
  currency: 'ALLY_TOKEN',
  rewardAmount: 25,
  rewardQuotaPerUser: 20,
  startAt: new Date('2026-09-01T00:00:00Z'),
  endAt: null,
  metadata,
});

describe('referral rules (issue 14 Build 1)', () => {
  it('reads the rule from the campaign: the level, and 30 days unless it names its window', () => {
    expect(qualificationRule(campaign({ battlePassLevel: 5 }))).toEqual({
      battlePassLevel: 5,
      withinDays: 30,
    });
    expect(qualificationRule(campaign({ battlePassLevel: 3, qualifyWithinDays: 7 }))).toEqual({
      battlePassLevel: 3,
      withinDays: 7,
    });
    expect(qualificationRule(campaign({}))).toBeNull();
    expect(qualificationRule(campaign({ battlePassLevel: 'five' }))).toBeNull();
  });

  it('keeps the window up to the last millisecond', () => {
    const rule = { battlePassLevel: 5, withinDays: 30 };
    const signedUp = new Date('2026-11-01T00:00:00Z');
    expect(withinWindow(rule, signedUp, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(withinWindow(rule, signedUp, new Date('2026-12-01T00:00:00.001Z'))).toBe(false);
  });

  it('refuses self-referral and rings: the same device, a shared device, the same IP block', () => {
    const referrer = { userId: 'r', fingerprint: 'device-r', ipBlock: '203.0.113.0/24' };
    const friend = { userId: 'f', fingerprint: 'device-f', ipBlock: '198.51.100.0/24' };
    expect(refusalAtSignUp(friend, referrer, 0)).toBeNull();
    expect(refusalAtSignUp({ ...friend, userId: 'r' }, referrer, 0)).toBe('self-referral');
    expect(refusalAtSignUp({ ...friend, fingerprint: 'device-r' }, referrer, 0)).toBe(
      'same-device',
    );
    expect(refusalAtSignUp(friend, referrer, 1)).toBe('same-device');
    expect(refusalAtSignUp({ ...friend, ipBlock: referrer.ipBlock }, referrer, 0)).toBe(
      'same-ip-block',
    );
    // No device id (third-party sign-in) and no block (loopback) never match.
    expect(
      refusalAtSignUp(
        { ...friend, fingerprint: null, ipBlock: null },
        { ...referrer, fingerprint: null, ipBlock: null },
        0,
      ),
    ).toBeNull();
  });

  it('puts an IP in its /24 or /64 block; loopback has none', () => {
    expect(ipBlockOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipBlockOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipBlockOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipBlockOf('127.0.0.1')).toBeNull();
    expect(ipBlockOf('::1')).toBeNull();
    expect(ipBlockOf(null)).toBeNull();
  });
});
