// Issue 14 Build 1: the signed-in player's referrals, their states and counts, and the live
// referral-success campaign's rule and reward (spec 2 §3).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { MyReferralsDocument } from './generated/player/graphql.ts';

export type { MyReferralsQuery, ReferralState } from './generated/player/graphql.ts';

/** Query keys of the player's referrals. */
export const referralKeys = {
  all: ['referrals'] as const,
  mine: ['referrals', 'mine'] as const,
};

export function myReferralsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: referralKeys.mine,
    queryFn: async () => (await client.request(MyReferralsDocument)).myReferrals,
  });
}
