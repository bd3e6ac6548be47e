// Thin resolvers of the referrals module (issue 14 Build 1).
import type { Resolvers } from '#generated/resolvers.ts';

export const referralsResolvers: Resolvers = {
  Query: {
    myReferrals: (_parent, _args, { services, viewerId }) =>
      services.referrals.myReferrals(viewerId),
    referralCodeExists: (_parent, { referralCode }, { services }) =>
      services.referrals.referralCodeExists(referralCode),
  },
};
