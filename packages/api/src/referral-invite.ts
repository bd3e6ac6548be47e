// spec 2 §2 /referrals/{referralCode}: the invite page asks the server whether the code exists (spec 2
// §5) before it keeps the code; an unknown one reads "This referral code does not exist!" (§8).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { ReferralCodeExistsDocument } from './generated/pages/graphql.ts';

/** Query keys of invite codes. */
export const referralInviteKeys = {
  code: (referralCode: string) => ['referral-invite', referralCode] as const,
};

export function referralCodeExistsQueryOptions(client: ApiClient, referralCode: string) {
  return queryOptions({
    queryKey: referralInviteKeys.code(referralCode),
    queryFn: async () =>
      (await client.request(ReferralCodeExistsDocument, { referralCode })).referralCodeExists,
  });
}
