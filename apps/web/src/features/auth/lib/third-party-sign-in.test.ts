import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetThirdPartySignIn,
  thirdPartyAuthorizeUrl,
  thirdPartyDestination,
} from './third-party-sign-in.ts';

beforeEach(() => sessionStorage.clear());

describe('third-party sign-in state', () => {
  it('builds the authorize address and gives the destination back for the same state', () => {
    const href = thirdPartyAuthorizeUrl({
      authorizePath: '/discord/authorize',
      actionSource: 'sign-up',
      destination: '/allypass',
    });
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/discord/authorize');
    expect(url.searchParams.get('return_to')).toBe('/auth/callback');
    expect(url.searchParams.get('action_source')).toBe('sign-up');
    expect(url.searchParams.has('cpt_token')).toBe(false);
    expect(thirdPartyDestination(url.searchParams.get('state'))).toBe('/allypass');
  });

  it('carries the stored invite code on a sign-up only (issue 14 Build 1)', () => {
    const withCode = (actionSource: 'sign-in' | 'sign-up') =>
      new URL(
        thirdPartyAuthorizeUrl({
          authorizePath: '/discord/authorize',
          actionSource,
          destination: '/',
          referralCode: 'ABCD2345',
        }),
        'http://site.test',
      ).searchParams.get('referral_code');
    expect(withCode('sign-up')).toBe('ABCD2345');
    expect(withCode('sign-in')).toBeNull();
  });

  it('refuses a state it did not send, and a state already used', () => {
    const href = thirdPartyAuthorizeUrl({
      authorizePath: '/google/authorize',
      actionSource: 'sign-in',
      destination: '/',
    });
    const state = new URL(href, 'http://site.test').searchParams.get('state');
    expect(thirdPartyDestination('forged')).toBeNull();
    forgetThirdPartySignIn();
    expect(thirdPartyDestination(state)).toBeNull();
  });
});
