/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
  'fragment ItemFields on Item {\n  itemKey\n  type\n  name\n  description\n  imagePath\n  game {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n}\n\nfragment RewardFields on Reward {\n  id\n  itemKey\n  amount\n  used\n  item {\n    ...ItemFields\n  }\n  metadata {\n    metaKey\n    metaValue\n  }\n}\n\nfragment BattlePassSettingsFields on BattlePass {\n  id\n  name\n  key\n  slug\n  season\n  group\n  isWhiteLabel\n  seasonStartDate\n  seasonEndDate\n  noOfLevels\n  emailTemplateId\n  avaxPass\n  xpItemKey\n  xpBoosters\n  premiumPassItemKey\n  supportedWalletIds\n  theme {\n    logoPath\n    bannerPath\n    faqDisabled\n    themeSettings {\n      primaryColor\n      accentColor\n      surfaceColor\n      surfaceRaisedColor\n      inkColor\n      inkMutedColor\n      defaultAvatarPath\n    }\n    copySettings {\n      title\n      tagline\n      premiumPitch\n    }\n  }\n}\n\nfragment BattlePassLevelFields on BattlePassLevel {\n  level\n  requiredXp\n  basicCollectedAt\n  premiumCollectedAt\n  basicRewards {\n    ...RewardFields\n  }\n  premiumRewards {\n    ...RewardFields\n  }\n  specialMission {\n    id\n    challengeId\n    title\n    description\n    targetLevel\n    snowflakeBypassCost\n  }\n}\n\nquery BattlePassPage($group: String!, $key: String) {\n  battlePass(group: $group, key: $key) {\n    ...BattlePassSettingsFields\n    levels {\n      ...BattlePassLevelFields\n    }\n  }\n}\n\nquery Item($itemKey: String!) {\n  item(itemKey: $itemKey) {\n    ...ItemFields\n  }\n}': typeof types.ItemFieldsFragmentDoc;
  'query FreeMints {\n  freeMints {\n    id\n    slug\n    name\n    description\n    imagePath\n    videoPath\n    type\n    chainId\n    contractType\n    offchainActionType\n    weeklyGoldBonus\n    collectionGroups\n    releasedAt\n    endAt\n    events {\n      startAt\n      endAt\n    }\n    listPrice\n    maxSupply\n    mintedCount\n    reservedCount\n    priority\n    status\n    isSoldOut\n    soldFraction\n  }\n}': typeof types.FreeMintsDocument;
  'query ShopItems($keys: [String!]!, $premiumPassKey: String) {\n  shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {\n    key\n    name\n    type\n    isPurchasable\n    metadata {\n      duration\n    }\n    prices {\n      price\n      currency\n      paymentType\n      metadata {\n        chainId\n      }\n    }\n  }\n}': typeof types.ShopItemsDocument;
  'query FeatureFlags {\n  featureFlags {\n    battlePass\n    shop\n    cms\n    premiumPass\n    premiumCrypto\n    multiBoosterPurchaseDisabled\n    captchaFeatures\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  label\n  href\n  external\n  children {\n    label\n    href\n    external\n  }\n}\n\nquery CmsMenu($key: String!) {\n  cmsMenu(key: $key) {\n    key\n    items {\n      ...MenuItemFields\n    }\n  }\n}': typeof types.FeatureFlagsDocument;
};
const documents: Documents = {
  'fragment ItemFields on Item {\n  itemKey\n  type\n  name\n  description\n  imagePath\n  game {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n}\n\nfragment RewardFields on Reward {\n  id\n  itemKey\n  amount\n  used\n  item {\n    ...ItemFields\n  }\n  metadata {\n    metaKey\n    metaValue\n  }\n}\n\nfragment BattlePassSettingsFields on BattlePass {\n  id\n  name\n  key\n  slug\n  season\n  group\n  isWhiteLabel\n  seasonStartDate\n  seasonEndDate\n  noOfLevels\n  emailTemplateId\n  avaxPass\n  xpItemKey\n  xpBoosters\n  premiumPassItemKey\n  supportedWalletIds\n  theme {\n    logoPath\n    bannerPath\n    faqDisabled\n    themeSettings {\n      primaryColor\n      accentColor\n      surfaceColor\n      surfaceRaisedColor\n      inkColor\n      inkMutedColor\n      defaultAvatarPath\n    }\n    copySettings {\n      title\n      tagline\n      premiumPitch\n    }\n  }\n}\n\nfragment BattlePassLevelFields on BattlePassLevel {\n  level\n  requiredXp\n  basicCollectedAt\n  premiumCollectedAt\n  basicRewards {\n    ...RewardFields\n  }\n  premiumRewards {\n    ...RewardFields\n  }\n  specialMission {\n    id\n    challengeId\n    title\n    description\n    targetLevel\n    snowflakeBypassCost\n  }\n}\n\nquery BattlePassPage($group: String!, $key: String) {\n  battlePass(group: $group, key: $key) {\n    ...BattlePassSettingsFields\n    levels {\n      ...BattlePassLevelFields\n    }\n  }\n}\n\nquery Item($itemKey: String!) {\n  item(itemKey: $itemKey) {\n    ...ItemFields\n  }\n}':
    types.ItemFieldsFragmentDoc,
  'query FreeMints {\n  freeMints {\n    id\n    slug\n    name\n    description\n    imagePath\n    videoPath\n    type\n    chainId\n    contractType\n    offchainActionType\n    weeklyGoldBonus\n    collectionGroups\n    releasedAt\n    endAt\n    events {\n      startAt\n      endAt\n    }\n    listPrice\n    maxSupply\n    mintedCount\n    reservedCount\n    priority\n    status\n    isSoldOut\n    soldFraction\n  }\n}':
    types.FreeMintsDocument,
  'query ShopItems($keys: [String!]!, $premiumPassKey: String) {\n  shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {\n    key\n    name\n    type\n    isPurchasable\n    metadata {\n      duration\n    }\n    prices {\n      price\n      currency\n      paymentType\n      metadata {\n        chainId\n      }\n    }\n  }\n}':
    types.ShopItemsDocument,
  'query FeatureFlags {\n  featureFlags {\n    battlePass\n    shop\n    cms\n    premiumPass\n    premiumCrypto\n    multiBoosterPurchaseDisabled\n    captchaFeatures\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  label\n  href\n  external\n  children {\n    label\n    href\n    external\n  }\n}\n\nquery CmsMenu($key: String!) {\n  cmsMenu(key: $key) {\n    key\n    items {\n      ...MenuItemFields\n    }\n  }\n}':
    types.FeatureFlagsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ItemFields on Item {\n  itemKey\n  type\n  name\n  description\n  imagePath\n  game {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n}\n\nfragment RewardFields on Reward {\n  id\n  itemKey\n  amount\n  used\n  item {\n    ...ItemFields\n  }\n  metadata {\n    metaKey\n    metaValue\n  }\n}\n\nfragment BattlePassSettingsFields on BattlePass {\n  id\n  name\n  key\n  slug\n  season\n  group\n  isWhiteLabel\n  seasonStartDate\n  seasonEndDate\n  noOfLevels\n  emailTemplateId\n  avaxPass\n  xpItemKey\n  xpBoosters\n  premiumPassItemKey\n  supportedWalletIds\n  theme {\n    logoPath\n    bannerPath\n    faqDisabled\n    themeSettings {\n      primaryColor\n      accentColor\n      surfaceColor\n      surfaceRaisedColor\n      inkColor\n      inkMutedColor\n      defaultAvatarPath\n    }\n    copySettings {\n      title\n      tagline\n      premiumPitch\n    }\n  }\n}\n\nfragment BattlePassLevelFields on BattlePassLevel {\n  level\n  requiredXp\n  basicCollectedAt\n  premiumCollectedAt\n  basicRewards {\n    ...RewardFields\n  }\n  premiumRewards {\n    ...RewardFields\n  }\n  specialMission {\n    id\n    challengeId\n    title\n    description\n    targetLevel\n    snowflakeBypassCost\n  }\n}\n\nquery BattlePassPage($group: String!, $key: String) {\n  battlePass(group: $group, key: $key) {\n    ...BattlePassSettingsFields\n    levels {\n      ...BattlePassLevelFields\n    }\n  }\n}\n\nquery Item($itemKey: String!) {\n  item(itemKey: $itemKey) {\n    ...ItemFields\n  }\n}',
): (typeof documents)['fragment ItemFields on Item {\n  itemKey\n  type\n  name\n  description\n  imagePath\n  game {\n    id\n    name\n    assets {\n      assetKey\n      assetValue\n    }\n  }\n}\n\nfragment RewardFields on Reward {\n  id\n  itemKey\n  amount\n  used\n  item {\n    ...ItemFields\n  }\n  metadata {\n    metaKey\n    metaValue\n  }\n}\n\nfragment BattlePassSettingsFields on BattlePass {\n  id\n  name\n  key\n  slug\n  season\n  group\n  isWhiteLabel\n  seasonStartDate\n  seasonEndDate\n  noOfLevels\n  emailTemplateId\n  avaxPass\n  xpItemKey\n  xpBoosters\n  premiumPassItemKey\n  supportedWalletIds\n  theme {\n    logoPath\n    bannerPath\n    faqDisabled\n    themeSettings {\n      primaryColor\n      accentColor\n      surfaceColor\n      surfaceRaisedColor\n      inkColor\n      inkMutedColor\n      defaultAvatarPath\n    }\n    copySettings {\n      title\n      tagline\n      premiumPitch\n    }\n  }\n}\n\nfragment BattlePassLevelFields on BattlePassLevel {\n  level\n  requiredXp\n  basicCollectedAt\n  premiumCollectedAt\n  basicRewards {\n    ...RewardFields\n  }\n  premiumRewards {\n    ...RewardFields\n  }\n  specialMission {\n    id\n    challengeId\n    title\n    description\n    targetLevel\n    snowflakeBypassCost\n  }\n}\n\nquery BattlePassPage($group: String!, $key: String) {\n  battlePass(group: $group, key: $key) {\n    ...BattlePassSettingsFields\n    levels {\n      ...BattlePassLevelFields\n    }\n  }\n}\n\nquery Item($itemKey: String!) {\n  item(itemKey: $itemKey) {\n    ...ItemFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FreeMints {\n  freeMints {\n    id\n    slug\n    name\n    description\n    imagePath\n    videoPath\n    type\n    chainId\n    contractType\n    offchainActionType\n    weeklyGoldBonus\n    collectionGroups\n    releasedAt\n    endAt\n    events {\n      startAt\n      endAt\n    }\n    listPrice\n    maxSupply\n    mintedCount\n    reservedCount\n    priority\n    status\n    isSoldOut\n    soldFraction\n  }\n}',
): (typeof documents)['query FreeMints {\n  freeMints {\n    id\n    slug\n    name\n    description\n    imagePath\n    videoPath\n    type\n    chainId\n    contractType\n    offchainActionType\n    weeklyGoldBonus\n    collectionGroups\n    releasedAt\n    endAt\n    events {\n      startAt\n      endAt\n    }\n    listPrice\n    maxSupply\n    mintedCount\n    reservedCount\n    priority\n    status\n    isSoldOut\n    soldFraction\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ShopItems($keys: [String!]!, $premiumPassKey: String) {\n  shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {\n    key\n    name\n    type\n    isPurchasable\n    metadata {\n      duration\n    }\n    prices {\n      price\n      currency\n      paymentType\n      metadata {\n        chainId\n      }\n    }\n  }\n}',
): (typeof documents)['query ShopItems($keys: [String!]!, $premiumPassKey: String) {\n  shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {\n    key\n    name\n    type\n    isPurchasable\n    metadata {\n      duration\n    }\n    prices {\n      price\n      currency\n      paymentType\n      metadata {\n        chainId\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FeatureFlags {\n  featureFlags {\n    battlePass\n    shop\n    cms\n    premiumPass\n    premiumCrypto\n    multiBoosterPurchaseDisabled\n    captchaFeatures\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  label\n  href\n  external\n  children {\n    label\n    href\n    external\n  }\n}\n\nquery CmsMenu($key: String!) {\n  cmsMenu(key: $key) {\n    key\n    items {\n      ...MenuItemFields\n    }\n  }\n}',
): (typeof documents)['query FeatureFlags {\n  featureFlags {\n    battlePass\n    shop\n    cms\n    premiumPass\n    premiumCrypto\n    multiBoosterPurchaseDisabled\n    captchaFeatures\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  label\n  href\n  external\n  children {\n    label\n    href\n    external\n  }\n}\n\nquery CmsMenu($key: String!) {\n  cmsMenu(key: $key) {\n    key\n    items {\n      ...MenuItemFields\n    }\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
