import { describe, expect, it } from 'vitest';
import { inviteLink, referralShareIntentUrl, referralShareUrl } from './referral-share.ts';

describe('referral share (spec 1 §7 share intent)', () => {
  it('links to /referrals/{code} with the referral utm parameters', () => {
    expect(inviteLink('https://levelup.example', 'ABCD2345')).toBe(
      'https://levelup.example/referrals/ABCD2345',
    );
    const url = new URL(referralShareUrl('https://levelup.example', 'ABCD2345', 'modal'));
    expect(url.pathname).toBe('/referrals/ABCD2345');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_campaign: 'referral',
      utm_medium: 'twitter',
      utm_source: 'modal',
    });
  });

  it('opens a post intent with text, the referral URL, {product}Airdrop plus extras and a via handle', () => {
    const intent = new URL(
      referralShareIntentUrl({
        productName: 'Level Up',
        origin: 'https://levelup.example',
        referralCode: 'ABCD2345',
        via: '@levelup',
      }),
    );
    expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toContain('Level Up');
    expect(new URL(intent.searchParams.get('url') ?? '').pathname).toBe('/referrals/ABCD2345');
    expect(intent.searchParams.get('hashtags')?.split(',')[0]).toBe('LevelUpAirdrop');
    expect(intent.searchParams.get('hashtags')?.split(',').length).toBeGreaterThan(1);
    expect(intent.searchParams.get('via')).toBe('levelup');
  });

  it('has no via without a handle', () => {
    const intent = new URL(
      referralShareIntentUrl({
        productName: 'LevelUp',
        origin: 'https://a.example',
        referralCode: 'X',
      }),
    );
    expect(intent.searchParams.has('via')).toBe(false);
  });
});
