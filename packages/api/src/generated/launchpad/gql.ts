/* eslint-disable */
import * as types from './graphql.js';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment UserReservationFields on UserReservation {\n  id\n  collectionId\n  stage\n  reservedAt\n  reservationExpiredAt\n  state\n  offchainAction {\n    actionType\n    scheduledAt\n    pendingDisplay\n  }\n  mintTxHash\n}\n\nfragment LaunchpadCollectionFields on LaunchpadCollection {\n  id\n  slug\n  name\n  description\n  imagePath\n  chainId\n  releasedAt\n  endAt\n  listPrice\n  maxSupply\n  mintedCount\n  reservedCount\n  priority\n  contractType\n  offchainActionType\n  weeklyGoldBonus\n  badgeItemKey\n  collectionGroups\n  events {\n    startAt\n    endAt\n    whitelistConfig {\n      registrationStartedAt\n      registrationEndedAt\n    }\n  }\n  status\n  isSoldOut\n  soldFraction\n}\n\nquery FeaturedCollections {\n  featuredCollections {\n    ...LaunchpadCollectionFields\n  }\n}\n\nquery LaunchpadCollection($slug: String!) {\n  launchpadCollection(slug: $slug) {\n    ...LaunchpadCollectionFields\n    reserveLimitPerPlayer\n    mintLimitPerPlayer\n    launchpadCollectionMissions {\n      isPassed\n      mission {\n        id\n        title\n        description\n        targetValue\n        userMission {\n          id\n          progress\n          completedAt\n        }\n      }\n    }\n    userLaunchpadCollection {\n      isLocked\n      state\n      reservedCount\n      mintedCount\n      reservation {\n        ...UserReservationFields\n      }\n    }\n  }\n}': typeof types.UserReservationFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment UserReservationFields on UserReservation {\n  id\n  collectionId\n  stage\n  reservedAt\n  reservationExpiredAt\n  state\n  offchainAction {\n    actionType\n    scheduledAt\n    pendingDisplay\n  }\n  mintTxHash\n}\n\nfragment LaunchpadCollectionFields on LaunchpadCollection {\n  id\n  slug\n  name\n  description\n  imagePath\n  chainId\n  releasedAt\n  endAt\n  listPrice\n  maxSupply\n  mintedCount\n  reservedCount\n  priority\n  contractType\n  offchainActionType\n  weeklyGoldBonus\n  badgeItemKey\n  collectionGroups\n  events {\n    startAt\n    endAt\n    whitelistConfig {\n      registrationStartedAt\n      registrationEndedAt\n    }\n  }\n  status\n  isSoldOut\n  soldFraction\n}\n\nquery FeaturedCollections {\n  featuredCollections {\n    ...LaunchpadCollectionFields\n  }\n}\n\nquery LaunchpadCollection($slug: String!) {\n  launchpadCollection(slug: $slug) {\n    ...LaunchpadCollectionFields\n    reserveLimitPerPlayer\n    mintLimitPerPlayer\n    launchpadCollectionMissions {\n      isPassed\n      mission {\n        id\n        title\n        description\n        targetValue\n        userMission {\n          id\n          progress\n          completedAt\n        }\n      }\n    }\n    userLaunchpadCollection {\n      isLocked\n      state\n      reservedCount\n      mintedCount\n      reservation {\n        ...UserReservationFields\n      }\n    }\n  }\n}':
    types.UserReservationFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment UserReservationFields on UserReservation {\n  id\n  collectionId\n  stage\n  reservedAt\n  reservationExpiredAt\n  state\n  offchainAction {\n    actionType\n    scheduledAt\n    pendingDisplay\n  }\n  mintTxHash\n}\n\nfragment LaunchpadCollectionFields on LaunchpadCollection {\n  id\n  slug\n  name\n  description\n  imagePath\n  chainId\n  releasedAt\n  endAt\n  listPrice\n  maxSupply\n  mintedCount\n  reservedCount\n  priority\n  contractType\n  offchainActionType\n  weeklyGoldBonus\n  badgeItemKey\n  collectionGroups\n  events {\n    startAt\n    endAt\n    whitelistConfig {\n      registrationStartedAt\n      registrationEndedAt\n    }\n  }\n  status\n  isSoldOut\n  soldFraction\n}\n\nquery FeaturedCollections {\n  featuredCollections {\n    ...LaunchpadCollectionFields\n  }\n}\n\nquery LaunchpadCollection($slug: String!) {\n  launchpadCollection(slug: $slug) {\n    ...LaunchpadCollectionFields\n    reserveLimitPerPlayer\n    mintLimitPerPlayer\n    launchpadCollectionMissions {\n      isPassed\n      mission {\n        id\n        title\n        description\n        targetValue\n        userMission {\n          id\n          progress\n          completedAt\n        }\n      }\n    }\n    userLaunchpadCollection {\n      isLocked\n      state\n      reservedCount\n      mintedCount\n      reservation {\n        ...UserReservationFields\n      }\n    }\n  }\n}',
): typeof import('./graphql.js').UserReservationFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
