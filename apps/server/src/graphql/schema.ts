// The executable schema: every module's schema.graphql with its resolvers (schema-first, ARCHITECTURE.md).
import path from 'node:path';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '#generated/resolvers.ts';
import { accountsResolvers } from '#modules/accounts/resolvers.ts';
import { challengesResolvers } from '#modules/challenges/resolvers.ts';
import { chestsResolvers } from '#modules/chests/resolvers.ts';
import { launchpadResolvers } from '#modules/launchpad/resolvers.ts';
import { mintsResolvers } from '#modules/mints/resolvers.ts';
import { notificationsResolvers } from '#modules/notifications/resolvers.ts';
import { opsStaffResolvers } from '#modules/ops/resolvers-staff.ts';
import { opsResolvers } from '#modules/ops/resolvers.ts';
import { paymentsResolvers } from '#modules/payments/resolvers.ts';
import { progressionResolvers } from '#modules/progression/resolvers.ts';
import { publisherResolvers } from '#modules/publisher/resolvers.ts';
import { referralsResolvers } from '#modules/referrals/resolvers.ts';
import { rewardsResolvers } from '#modules/rewards/resolvers.ts';
import { seasonResolvers } from '#modules/season/resolvers.ts';
import { shopResolvers } from '#modules/shop/resolvers.ts';
import { siteResolvers } from '#modules/site/resolvers.ts';
import { thirdPartyAuthResolvers } from '#modules/third-party-auth/resolvers.ts';
import { wallResolvers } from '#modules/wall/resolvers.ts';
import { walletsResolvers } from '#modules/wallets/resolvers.ts';
import { serverRoot } from '#server-root.ts';
import { dateTimeScalar } from './date-time.ts';

const moduleSchemas = path.join(serverRoot, 'src/modules/*/schema.graphql');

export function buildSchema(): GraphQLSchema {
  const resolvers: Resolvers = mergeResolvers([
    { DateTime: dateTimeScalar },
    seasonResolvers,
    shopResolvers,
    siteResolvers,
    mintsResolvers,
    accountsResolvers,
    notificationsResolvers,
    progressionResolvers,
    paymentsResolvers,
    challengesResolvers,
    chestsResolvers,
    rewardsResolvers,
    referralsResolvers,
    wallResolvers,
    launchpadResolvers,
    walletsResolvers,
    publisherResolvers,
    thirdPartyAuthResolvers,
    opsResolvers,
    opsStaffResolvers,
  ]);
  return makeExecutableSchema({ typeDefs: mergeTypeDefs(loadFilesSync(moduleSchemas)), resolvers });
}
