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
  'query CmsPage($path: String!) {\n  cmsPage(path: $path) {\n    path\n    title\n    summary\n    publishedAt\n    body\n  }\n}\n\nquery CmsPages($section: CmsSection!) {\n  cmsPages(section: $section) {\n    path\n    title\n    summary\n    publishedAt\n  }\n}': typeof types.CmsPageDocument;
  'query GamesPage {\n  games {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n  challenges {\n    id\n    title\n    gameKey\n    missions {\n      id\n      title\n      description\n      gameKey\n    }\n  }\n}': typeof types.GamesPageDocument;
  'fragment StudioKeyFields on StudioKey {\n  id\n  createdAt\n  revokedAt\n}\n\nquery PublisherStudios {\n  publisherStudios {\n    id\n    key\n    name\n  }\n}\n\nquery PublisherStudio($studioId: ID!) {\n  publisherStudio(studioId: $studioId) {\n    id\n    key\n    name\n    games {\n      key\n      name\n    }\n    keys {\n      ...StudioKeyFields\n    }\n    missions {\n      missionKey\n      title\n      challengeKey\n      challengeTitle\n      gameKey\n      completedToday\n      completedInAll\n    }\n  }\n}\n\nquery StudioEvents($studioId: ID!, $player: String, $type: String, $limit: Int) {\n  publisherStudio(studioId: $studioId) {\n    id\n    events(player: $player, type: $type, limit: $limit) {\n      eventId\n      status\n      reason\n      message\n      player\n      gameKey\n      type\n      receivedAt\n    }\n  }\n}\n\nmutation CreateStudioKey($studioId: ID!) {\n  createStudioKey(studioId: $studioId) {\n    key {\n      ...StudioKeyFields\n    }\n    secret\n  }\n}\n\nmutation RevokeStudioKey($studioId: ID!, $keyId: ID!) {\n  revokeStudioKey(studioId: $studioId, keyId: $keyId) {\n    ...StudioKeyFields\n  }\n}\n\nmutation SendStudioTestEvent($studioId: ID!, $input: StudioTestEventInput!) {\n  sendStudioTestEvent(studioId: $studioId, input: $input) {\n    eventId\n    status\n    reason\n    message\n  }\n}': typeof types.StudioKeyFieldsFragmentDoc;
  'query ReferralCodeExists($referralCode: String!) {\n  referralCodeExists(referralCode: $referralCode)\n}': typeof types.ReferralCodeExistsDocument;
};
const documents: Documents = {
  'query CmsPage($path: String!) {\n  cmsPage(path: $path) {\n    path\n    title\n    summary\n    publishedAt\n    body\n  }\n}\n\nquery CmsPages($section: CmsSection!) {\n  cmsPages(section: $section) {\n    path\n    title\n    summary\n    publishedAt\n  }\n}':
    types.CmsPageDocument,
  'query GamesPage {\n  games {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n  challenges {\n    id\n    title\n    gameKey\n    missions {\n      id\n      title\n      description\n      gameKey\n    }\n  }\n}':
    types.GamesPageDocument,
  'fragment StudioKeyFields on StudioKey {\n  id\n  createdAt\n  revokedAt\n}\n\nquery PublisherStudios {\n  publisherStudios {\n    id\n    key\n    name\n  }\n}\n\nquery PublisherStudio($studioId: ID!) {\n  publisherStudio(studioId: $studioId) {\n    id\n    key\n    name\n    games {\n      key\n      name\n    }\n    keys {\n      ...StudioKeyFields\n    }\n    missions {\n      missionKey\n      title\n      challengeKey\n      challengeTitle\n      gameKey\n      completedToday\n      completedInAll\n    }\n  }\n}\n\nquery StudioEvents($studioId: ID!, $player: String, $type: String, $limit: Int) {\n  publisherStudio(studioId: $studioId) {\n    id\n    events(player: $player, type: $type, limit: $limit) {\n      eventId\n      status\n      reason\n      message\n      player\n      gameKey\n      type\n      receivedAt\n    }\n  }\n}\n\nmutation CreateStudioKey($studioId: ID!) {\n  createStudioKey(studioId: $studioId) {\n    key {\n      ...StudioKeyFields\n    }\n    secret\n  }\n}\n\nmutation RevokeStudioKey($studioId: ID!, $keyId: ID!) {\n  revokeStudioKey(studioId: $studioId, keyId: $keyId) {\n    ...StudioKeyFields\n  }\n}\n\nmutation SendStudioTestEvent($studioId: ID!, $input: StudioTestEventInput!) {\n  sendStudioTestEvent(studioId: $studioId, input: $input) {\n    eventId\n    status\n    reason\n    message\n  }\n}':
    types.StudioKeyFieldsFragmentDoc,
  'query ReferralCodeExists($referralCode: String!) {\n  referralCodeExists(referralCode: $referralCode)\n}':
    types.ReferralCodeExistsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CmsPage($path: String!) {\n  cmsPage(path: $path) {\n    path\n    title\n    summary\n    publishedAt\n    body\n  }\n}\n\nquery CmsPages($section: CmsSection!) {\n  cmsPages(section: $section) {\n    path\n    title\n    summary\n    publishedAt\n  }\n}',
): typeof import('./graphql.js').CmsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GamesPage {\n  games {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n  challenges {\n    id\n    title\n    gameKey\n    missions {\n      id\n      title\n      description\n      gameKey\n    }\n  }\n}',
): typeof import('./graphql.js').GamesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment StudioKeyFields on StudioKey {\n  id\n  createdAt\n  revokedAt\n}\n\nquery PublisherStudios {\n  publisherStudios {\n    id\n    key\n    name\n  }\n}\n\nquery PublisherStudio($studioId: ID!) {\n  publisherStudio(studioId: $studioId) {\n    id\n    key\n    name\n    games {\n      key\n      name\n    }\n    keys {\n      ...StudioKeyFields\n    }\n    missions {\n      missionKey\n      title\n      challengeKey\n      challengeTitle\n      gameKey\n      completedToday\n      completedInAll\n    }\n  }\n}\n\nquery StudioEvents($studioId: ID!, $player: String, $type: String, $limit: Int) {\n  publisherStudio(studioId: $studioId) {\n    id\n    events(player: $player, type: $type, limit: $limit) {\n      eventId\n      status\n      reason\n      message\n      player\n      gameKey\n      type\n      receivedAt\n    }\n  }\n}\n\nmutation CreateStudioKey($studioId: ID!) {\n  createStudioKey(studioId: $studioId) {\n    key {\n      ...StudioKeyFields\n    }\n    secret\n  }\n}\n\nmutation RevokeStudioKey($studioId: ID!, $keyId: ID!) {\n  revokeStudioKey(studioId: $studioId, keyId: $keyId) {\n    ...StudioKeyFields\n  }\n}\n\nmutation SendStudioTestEvent($studioId: ID!, $input: StudioTestEventInput!) {\n  sendStudioTestEvent(studioId: $studioId, input: $input) {\n    eventId\n    status\n    reason\n    message\n  }\n}',
): typeof import('./graphql.js').StudioKeyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReferralCodeExists($referralCode: String!) {\n  referralCodeExists(referralCode: $referralCode)\n}',
): typeof import('./graphql.js').ReferralCodeExistsDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
