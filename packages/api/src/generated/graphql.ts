/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EmailCodePurpose = 'CHANGE_EMAIL' | 'RESET_PASSWORD' | 'SIGN_UP' | 'VERIFY_EMAIL';

export type EventStatus = 'ENDED' | 'LIVE' | 'UPCOMING';

export type ItemType =
  | 'BATTLE_PASS_XP'
  | 'CHEST'
  | 'CURRENCY'
  | 'IN_GAME_ITEM'
  | 'PLAYPOINT'
  | 'PREMIUM_PASS'
  | 'REDEEMABLE_CODE'
  | 'WHITE_LABEL_BATTLE_PASS_XP'
  | 'XP_BOOSTER';

export type PaymentType =
  /** In-app currency (GOLD, PLAYPOINT, ALLY_TOKEN, SNOWFLAKE). */
  'COIN' | 'CREDIT_CARD' | 'CRYPTO';

export type SignUpInput = {
  code: string;
  email: string;
  /** Fingerprint visitor id; omitted on the partner site. */
  fingerprint?: string | null | undefined;
  password: string;
  referralCode?: string | null | undefined;
};

export type UpdateEmailInput = {
  code: string;
  email: string;
};

export type UpdateProfileInput = {
  bio?: string | null | undefined;
  username?: string | null | undefined;
};

/** spec 2 §2 Wall feed: post asset kinds. */
export type WallPostAssetType =
  | 'attachment'
  | 'author'
  | 'component'
  | 'embed'
  | 'link'
  | 'media'
  | 'referencedMessage'
  | 'retweet'
  | 'sourceLink'
  | 'thread'
  | 'twitterSpace';

/** spec 2 §7 Wall posts query criteria. */
export type WallPostCriteria = {
  gameKey?: string | null | undefined;
  sourceType?: WallPostSourceType | null | undefined;
};

/** spec 2 §3 Wall post source types. */
export type WallPostSourceType =
  'discord' | 'mirror' | 'rss_feed' | 'twitter' | 'twitter_space' | 'youtube';

export type UserFieldsFragment = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  username: string | null;
  discriminator: string;
  profilePicPath: string | null;
  bio: string | null;
  allyToken: number;
  gold: number;
  playpoints: number;
  snowflakes: number;
  referralCode: string;
  hasPassword: boolean;
  userFlags: unknown;
  createdAt: string;
  publisherUser: { id: string; name: string } | null;
};

export type AuthPayloadFieldsFragment = {
  token: string;
  userId: string;
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: string;
  isNewUser: boolean;
  user: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  };
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  } | null;
};

export type UserByIdQueryVariables = Exact<{
  id: string | number;
}>;

export type UserByIdQuery = {
  user: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  } | null;
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never }>;

export type AuthProvidersQuery = {
  authProviders: Array<{ key: string; name: string; authorizePath: string }>;
};

export type RequestEmailCodeMutationVariables = Exact<{
  email: string;
  purpose: EmailCodePurpose;
  emailTemplateId?: string | null | undefined;
}>;

export type RequestEmailCodeMutation = { requestEmailCode: boolean };

export type VerifyEmailCodeMutationVariables = Exact<{
  email: string;
  code: string;
  purpose: EmailCodePurpose;
  updateEmailOnVerified?: boolean | null | undefined;
}>;

export type VerifyEmailCodeMutation = { verifyEmailCode: boolean };

export type SignUpWithEmailMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type SignUpWithEmailMutation = {
  signUpWithEmail: {
    token: string;
    userId: string;
    accessToken: string;
    refreshToken: string | null;
    accessTokenExpiresAt: string;
    isNewUser: boolean;
    user: {
      id: string;
      email: string | null;
      emailVerified: boolean;
      username: string | null;
      discriminator: string;
      profilePicPath: string | null;
      bio: string | null;
      allyToken: number;
      gold: number;
      playpoints: number;
      snowflakes: number;
      referralCode: string;
      hasPassword: boolean;
      userFlags: unknown;
      createdAt: string;
      publisherUser: { id: string; name: string } | null;
    };
  };
};

export type SignInWithEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInWithEmailMutation = {
  signInWithEmail: {
    token: string;
    userId: string;
    accessToken: string;
    refreshToken: string | null;
    accessTokenExpiresAt: string;
    isNewUser: boolean;
    user: {
      id: string;
      email: string | null;
      emailVerified: boolean;
      username: string | null;
      discriminator: string;
      profilePicPath: string | null;
      bio: string | null;
      allyToken: number;
      gold: number;
      playpoints: number;
      snowflakes: number;
      referralCode: string;
      hasPassword: boolean;
      userFlags: unknown;
      createdAt: string;
      publisherUser: { id: string; name: string } | null;
    };
  };
};

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never }>;

export type RefreshSessionMutation = {
  refreshSession: {
    token: string;
    userId: string;
    accessToken: string;
    refreshToken: string | null;
    accessTokenExpiresAt: string;
    isNewUser: boolean;
    user: {
      id: string;
      email: string | null;
      emailVerified: boolean;
      username: string | null;
      discriminator: string;
      profilePicPath: string | null;
      bio: string | null;
      allyToken: number;
      gold: number;
      playpoints: number;
      snowflakes: number;
      referralCode: string;
      hasPassword: boolean;
      userFlags: unknown;
      createdAt: string;
      publisherUser: { id: string; name: string } | null;
    };
  };
};

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { signOut: boolean };

export type ChangePasswordMutationVariables = Exact<{
  email: string;
  password: string;
  code: string;
}>;

export type ChangePasswordMutation = { changePassword: boolean };

export type UpdateEmailMutationVariables = Exact<{
  data: UpdateEmailInput;
}>;

export type UpdateEmailMutation = {
  updateEmail: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  };
};

export type UpsertUserFlagsMutationVariables = Exact<{
  userId: string | number;
  patch: unknown;
}>;

export type UpsertUserFlagsMutation = {
  upsertUserFlags: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  };
};

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  };
};

export type ClaimSsoUpgradeRewardMutationVariables = Exact<{ [key: string]: never }>;

export type ClaimSsoUpgradeRewardMutation = {
  claimSsoUpgradeReward: {
    id: string;
    email: string | null;
    emailVerified: boolean;
    username: string | null;
    discriminator: string;
    profilePicPath: string | null;
    bio: string | null;
    allyToken: number;
    gold: number;
    playpoints: number;
    snowflakes: number;
    referralCode: string;
    hasPassword: boolean;
    userFlags: unknown;
    createdAt: string;
    publisherUser: { id: string; name: string } | null;
  };
};

export type ItemFieldsFragment = {
  itemKey: string;
  type: ItemType;
  name: string;
  description: string | null;
  imagePath: string | null;
  game: {
    id: string;
    name: string;
    assets: Array<{ assetKey: string; assetValue: string }>;
  } | null;
};

export type RewardFieldsFragment = {
  id: string;
  itemKey: string;
  amount: number;
  used: boolean;
  item: {
    itemKey: string;
    type: ItemType;
    name: string;
    description: string | null;
    imagePath: string | null;
    game: {
      id: string;
      name: string;
      assets: Array<{ assetKey: string; assetValue: string }>;
    } | null;
  };
  metadata: Array<{ metaKey: string; metaValue: string }>;
};

export type BattlePassSettingsFieldsFragment = {
  id: string;
  name: string;
  key: string;
  slug: string;
  season: number;
  group: string;
  isWhiteLabel: boolean;
  seasonStartDate: string | null;
  seasonEndDate: string | null;
  noOfLevels: number;
  emailTemplateId: string | null;
  avaxPass: boolean;
  xpItemKey: string;
  xpBoosters: Array<string>;
  premiumPassItemKey: string;
  supportedWalletIds: Array<string>;
  theme: {
    logoPath: string | null;
    bannerPath: string | null;
    faqDisabled: boolean;
    themeSettings: {
      primaryColor: string;
      accentColor: string;
      surfaceColor: string;
      surfaceRaisedColor: string;
      inkColor: string;
      inkMutedColor: string;
      defaultAvatarPath: string | null;
    };
    copySettings: {
      title: string;
      tagline: string | null;
      premiumPitch: string | null;
      anonymousUsername: string | null;
    };
  };
};

export type BattlePassLevelFieldsFragment = {
  level: number;
  requiredXp: number;
  basicRewards: Array<{
    id: string;
    itemKey: string;
    amount: number;
    used: boolean;
    item: {
      itemKey: string;
      type: ItemType;
      name: string;
      description: string | null;
      imagePath: string | null;
      game: {
        id: string;
        name: string;
        assets: Array<{ assetKey: string; assetValue: string }>;
      } | null;
    };
    metadata: Array<{ metaKey: string; metaValue: string }>;
  }>;
  premiumRewards: Array<{
    id: string;
    itemKey: string;
    amount: number;
    used: boolean;
    item: {
      itemKey: string;
      type: ItemType;
      name: string;
      description: string | null;
      imagePath: string | null;
      game: {
        id: string;
        name: string;
        assets: Array<{ assetKey: string; assetValue: string }>;
      } | null;
    };
    metadata: Array<{ metaKey: string; metaValue: string }>;
  }>;
  specialMission: {
    id: string;
    challengeId: string;
    title: string;
    description: string;
    targetLevel: number;
    snowflakeBypassCost: number | null;
  } | null;
};

export type BattlePassPageQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
}>;

export type BattlePassPageQuery = {
  battlePass: {
    id: string;
    name: string;
    key: string;
    slug: string;
    season: number;
    group: string;
    isWhiteLabel: boolean;
    seasonStartDate: string | null;
    seasonEndDate: string | null;
    noOfLevels: number;
    emailTemplateId: string | null;
    avaxPass: boolean;
    xpItemKey: string;
    xpBoosters: Array<string>;
    premiumPassItemKey: string;
    supportedWalletIds: Array<string>;
    levels: Array<{
      level: number;
      requiredXp: number;
      basicRewards: Array<{
        id: string;
        itemKey: string;
        amount: number;
        used: boolean;
        item: {
          itemKey: string;
          type: ItemType;
          name: string;
          description: string | null;
          imagePath: string | null;
          game: {
            id: string;
            name: string;
            assets: Array<{ assetKey: string; assetValue: string }>;
          } | null;
        };
        metadata: Array<{ metaKey: string; metaValue: string }>;
      }>;
      premiumRewards: Array<{
        id: string;
        itemKey: string;
        amount: number;
        used: boolean;
        item: {
          itemKey: string;
          type: ItemType;
          name: string;
          description: string | null;
          imagePath: string | null;
          game: {
            id: string;
            name: string;
            assets: Array<{ assetKey: string; assetValue: string }>;
          } | null;
        };
        metadata: Array<{ metaKey: string; metaValue: string }>;
      }>;
      specialMission: {
        id: string;
        challengeId: string;
        title: string;
        description: string;
        targetLevel: number;
        snowflakeBypassCost: number | null;
      } | null;
    }>;
    theme: {
      logoPath: string | null;
      bannerPath: string | null;
      faqDisabled: boolean;
      themeSettings: {
        primaryColor: string;
        accentColor: string;
        surfaceColor: string;
        surfaceRaisedColor: string;
        inkColor: string;
        inkMutedColor: string;
        defaultAvatarPath: string | null;
      };
      copySettings: {
        title: string;
        tagline: string | null;
        premiumPitch: string | null;
        anonymousUsername: string | null;
      };
    };
  };
};

export type ItemQueryVariables = Exact<{
  itemKey: string;
}>;

export type ItemQuery = {
  item: {
    itemKey: string;
    type: ItemType;
    name: string;
    description: string | null;
    imagePath: string | null;
    game: {
      id: string;
      name: string;
      assets: Array<{ assetKey: string; assetValue: string }>;
    } | null;
  } | null;
};

export type FreeMintsQueryVariables = Exact<{ [key: string]: never }>;

export type FreeMintsQuery = {
  freeMints: Array<{
    id: string;
    slug: string | null;
    name: string;
    description: string;
    imagePath: string;
    videoPath: string | null;
    type: string;
    chainId: number;
    contractType: string;
    offchainActionType: string | null;
    weeklyGoldBonus: number | null;
    collectionGroups: Array<string>;
    releasedAt: string | null;
    endAt: string | null;
    listPrice: number;
    maxSupply: number;
    mintedCount: number;
    reservedCount: number;
    priority: number;
    status: EventStatus;
    isSoldOut: boolean;
    soldFraction: number;
    events: Array<{ startAt: string; endAt: string | null }>;
  }>;
};

export type ShopItemsQueryVariables = Exact<{
  keys: Array<string> | string;
  premiumPassKey?: string | null | undefined;
}>;

export type ShopItemsQuery = {
  shopItems: Array<{
    key: string;
    name: string;
    type: ItemType;
    isPurchasable: boolean;
    metadata: { duration: number | null };
    prices: Array<{
      price: number;
      currency: string;
      paymentType: PaymentType;
      metadata: { chainId: number | null };
    }>;
  }>;
};

export type FeatureFlagsQueryVariables = Exact<{ [key: string]: never }>;

export type FeatureFlagsQuery = {
  featureFlags: {
    battlePass: boolean;
    shop: boolean;
    cms: boolean;
    premiumPass: boolean;
    premiumCrypto: boolean;
    multiBoosterPurchaseDisabled: boolean;
    legendaryChestDisabled: boolean;
    wallSidebarLiveCollections: boolean;
    wallGuestCriteria: boolean;
    captchaFeatures: Array<string>;
    captchaSiteKey: string | null;
    disabledMints: Array<string>;
    customBackendTokens: boolean;
    maintenanceMode: boolean;
    maintenanceMessage: string;
    telegramAuth: boolean;
    telegramConnect: boolean;
    walletVerification: boolean;
  };
};

export type MenuItemFieldsFragment = {
  label: string;
  href: string;
  external: boolean;
  children: Array<{ label: string; href: string; external: boolean }>;
};

export type CmsMenuQueryVariables = Exact<{
  key: string;
}>;

export type CmsMenuQuery = {
  cmsMenu: {
    key: string;
    items: Array<{
      label: string;
      href: string;
      external: boolean;
      children: Array<{ label: string; href: string; external: boolean }>;
    }>;
  } | null;
};

export type WallPostFieldsFragment = {
  id: string;
  sourceType: WallPostSourceType;
  sourceName: string;
  url: string | null;
  title: string | null;
  text: string;
  likedByMe: boolean;
  postedAt: string;
  assets: Array<{ assetType: WallPostAssetType; data: unknown }>;
  stats: { like: number };
};

export type WallPostsQueryVariables = Exact<{
  criteria?: WallPostCriteria | null | undefined;
  isGuest?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type WallPostsQuery = {
  wallPosts: Array<{
    id: string;
    sourceType: WallPostSourceType;
    sourceName: string;
    url: string | null;
    title: string | null;
    text: string;
    likedByMe: boolean;
    postedAt: string;
    assets: Array<{ assetType: WallPostAssetType; data: unknown }>;
    stats: { like: number };
  }>;
};

export type ChestDropFieldsFragment = {
  itemKey: string;
  minAmount: number;
  maxAmount: number;
  probability: number;
  item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
};

export type ChestItemTotalFieldsFragment = {
  itemKey: string;
  minTotal: number;
  maxTotal: number;
  guaranteed: boolean;
  item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
};

export type LegendaryChestPriceQueryVariables = Exact<{ [key: string]: never }>;

export type LegendaryChestPriceQuery = { legendaryChestPrice: { price: number; currency: string } };

export type ChestOddsQueryVariables = Exact<{
  chestType: string;
}>;

export type ChestOddsQuery = {
  chestOdds: {
    chestType: string;
    rolls: number;
    guaranteed: Array<{
      itemKey: string;
      amount: number;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
    drops: Array<{
      itemKey: string;
      minAmount: number;
      maxAmount: number;
      probability: number;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
    totals: Array<{
      itemKey: string;
      minTotal: number;
      maxTotal: number;
      guaranteed: boolean;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
  } | null;
};

export type DailyRewardsPoolQueryVariables = Exact<{ [key: string]: never }>;

export type DailyRewardsPoolQuery = {
  dailyRewardsPool: {
    day: string;
    openedCount: number;
    minRolls: number;
    maxRolls: number;
    drops: Array<{
      itemKey: string;
      minAmount: number;
      maxAmount: number;
      probability: number;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
    totals: Array<{
      itemKey: string;
      minTotal: number;
      maxTotal: number;
      guaranteed: boolean;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}
    `,
  { fragmentName: 'UserFields' },
) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment AuthPayloadFields on AuthPayload {
  token
  userId
  accessToken
  refreshToken
  accessTokenExpiresAt
  isNewUser
  user {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`,
  { fragmentName: 'AuthPayloadFields' },
) as unknown as TypedDocumentString<AuthPayloadFieldsFragment, unknown>;
export const BattlePassSettingsFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment BattlePassSettingsFields on BattlePass {
  id
  name
  key
  slug
  season
  group
  isWhiteLabel
  seasonStartDate
  seasonEndDate
  noOfLevels
  emailTemplateId
  avaxPass
  xpItemKey
  xpBoosters
  premiumPassItemKey
  supportedWalletIds
  theme {
    logoPath
    bannerPath
    faqDisabled
    themeSettings {
      primaryColor
      accentColor
      surfaceColor
      surfaceRaisedColor
      inkColor
      inkMutedColor
      defaultAvatarPath
    }
    copySettings {
      title
      tagline
      premiumPitch
      anonymousUsername
    }
  }
}
    `,
  { fragmentName: 'BattlePassSettingsFields' },
) as unknown as TypedDocumentString<BattlePassSettingsFieldsFragment, unknown>;
export const ItemFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ItemFields on Item {
  itemKey
  type
  name
  description
  imagePath
  game {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
}
    `,
  { fragmentName: 'ItemFields' },
) as unknown as TypedDocumentString<ItemFieldsFragment, unknown>;
export const RewardFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment RewardFields on Reward {
  id
  itemKey
  amount
  used
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
    fragment ItemFields on Item {
  itemKey
  type
  name
  description
  imagePath
  game {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
}`,
  { fragmentName: 'RewardFields' },
) as unknown as TypedDocumentString<RewardFieldsFragment, unknown>;
export const BattlePassLevelFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment BattlePassLevelFields on BattlePassLevel {
  level
  requiredXp
  basicRewards {
    ...RewardFields
  }
  premiumRewards {
    ...RewardFields
  }
  specialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
}
    fragment ItemFields on Item {
  itemKey
  type
  name
  description
  imagePath
  game {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
}
fragment RewardFields on Reward {
  id
  itemKey
  amount
  used
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`,
  { fragmentName: 'BattlePassLevelFields' },
) as unknown as TypedDocumentString<BattlePassLevelFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment MenuItemFields on MenuItem {
  label
  href
  external
  children {
    label
    href
    external
  }
}
    `,
  { fragmentName: 'MenuItemFields' },
) as unknown as TypedDocumentString<MenuItemFieldsFragment, unknown>;
export const WallPostFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment WallPostFields on WallPost {
  id
  sourceType
  sourceName
  url
  title
  text
  assets {
    assetType
    data
  }
  stats {
    like
  }
  likedByMe
  postedAt
}
    `,
  { fragmentName: 'WallPostFields' },
) as unknown as TypedDocumentString<WallPostFieldsFragment, unknown>;
export const ChestDropFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ChestDropFields on ChestDrop {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minAmount
  maxAmount
  probability
}
    `,
  { fragmentName: 'ChestDropFields' },
) as unknown as TypedDocumentString<ChestDropFieldsFragment, unknown>;
export const ChestItemTotalFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ChestItemTotalFields on ChestItemTotal {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minTotal
  maxTotal
  guaranteed
}
    `,
  { fragmentName: 'ChestItemTotalFields' },
) as unknown as TypedDocumentString<ChestItemTotalFieldsFragment, unknown>;
export const MeDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Me {
  me {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UserByIdDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserById($id: ID!) {
  user(id: $id) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<UserByIdQuery, UserByIdQueryVariables>;
export const AuthProvidersDocument = /* @__PURE__ */ new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    key
    name
    authorizePath
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const RequestEmailCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RequestEmailCode($email: String!, $purpose: EmailCodePurpose!, $emailTemplateId: String) {
  requestEmailCode(
    email: $email
    purpose: $purpose
    emailTemplateId: $emailTemplateId
  )
}
    `) as unknown as TypedDocumentString<
  RequestEmailCodeMutation,
  RequestEmailCodeMutationVariables
>;
export const VerifyEmailCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation VerifyEmailCode($email: String!, $code: String!, $purpose: EmailCodePurpose!, $updateEmailOnVerified: Boolean) {
  verifyEmailCode(
    email: $email
    code: $code
    purpose: $purpose
    updateEmailOnVerified: $updateEmailOnVerified
  )
}
    `) as unknown as TypedDocumentString<VerifyEmailCodeMutation, VerifyEmailCodeMutationVariables>;
export const SignUpWithEmailDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SignUpWithEmail($input: SignUpInput!) {
  signUpWithEmail(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}
fragment AuthPayloadFields on AuthPayload {
  token
  userId
  accessToken
  refreshToken
  accessTokenExpiresAt
  isNewUser
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<SignUpWithEmailMutation, SignUpWithEmailMutationVariables>;
export const SignInWithEmailDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SignInWithEmail($email: String!, $password: String!) {
  signInWithEmail(email: $email, password: $password) {
    ...AuthPayloadFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}
fragment AuthPayloadFields on AuthPayload {
  token
  userId
  accessToken
  refreshToken
  accessTokenExpiresAt
  isNewUser
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<SignInWithEmailMutation, SignInWithEmailMutationVariables>;
export const RefreshSessionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RefreshSession {
  refreshSession {
    ...AuthPayloadFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}
fragment AuthPayloadFields on AuthPayload {
  token
  userId
  accessToken
  refreshToken
  accessTokenExpiresAt
  isNewUser
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const ChangePasswordDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ChangePassword($email: String!, $password: String!, $code: String!) {
  changePassword(email: $email, password: $password, code: $code)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateEmailDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateEmail($data: UpdateEmailInput!) {
  updateEmail(data: $data) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<UpdateEmailMutation, UpdateEmailMutationVariables>;
export const UpsertUserFlagsDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpsertUserFlags($userId: ID!, $patch: JSON!) {
  upsertUserFlags(userId: $userId, patch: $patch) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<UpsertUserFlagsMutation, UpsertUserFlagsMutationVariables>;
export const UpdateProfileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ClaimSsoUpgradeRewardDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ClaimSsoUpgradeReward {
  claimSsoUpgradeReward {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  emailVerified
  username
  discriminator
  profilePicPath
  bio
  allyToken
  gold
  playpoints
  snowflakes
  referralCode
  hasPassword
  publisherUser {
    id
    name
  }
  userFlags
  createdAt
}`) as unknown as TypedDocumentString<
  ClaimSsoUpgradeRewardMutation,
  ClaimSsoUpgradeRewardMutationVariables
>;
export const BattlePassPageDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BattlePassPage($group: String!, $key: String) {
  battlePass(group: $group, key: $key) {
    ...BattlePassSettingsFields
    levels {
      ...BattlePassLevelFields
    }
  }
}
    fragment ItemFields on Item {
  itemKey
  type
  name
  description
  imagePath
  game {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
}
fragment RewardFields on Reward {
  id
  itemKey
  amount
  used
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment BattlePassSettingsFields on BattlePass {
  id
  name
  key
  slug
  season
  group
  isWhiteLabel
  seasonStartDate
  seasonEndDate
  noOfLevels
  emailTemplateId
  avaxPass
  xpItemKey
  xpBoosters
  premiumPassItemKey
  supportedWalletIds
  theme {
    logoPath
    bannerPath
    faqDisabled
    themeSettings {
      primaryColor
      accentColor
      surfaceColor
      surfaceRaisedColor
      inkColor
      inkMutedColor
      defaultAvatarPath
    }
    copySettings {
      title
      tagline
      premiumPitch
      anonymousUsername
    }
  }
}
fragment BattlePassLevelFields on BattlePassLevel {
  level
  requiredXp
  basicRewards {
    ...RewardFields
  }
  premiumRewards {
    ...RewardFields
  }
  specialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
}`) as unknown as TypedDocumentString<BattlePassPageQuery, BattlePassPageQueryVariables>;
export const ItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Item($itemKey: String!) {
  item(itemKey: $itemKey) {
    ...ItemFields
  }
}
    fragment ItemFields on Item {
  itemKey
  type
  name
  description
  imagePath
  game {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
}`) as unknown as TypedDocumentString<ItemQuery, ItemQueryVariables>;
export const FreeMintsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query FreeMints {
  freeMints {
    id
    slug
    name
    description
    imagePath
    videoPath
    type
    chainId
    contractType
    offchainActionType
    weeklyGoldBonus
    collectionGroups
    releasedAt
    endAt
    events {
      startAt
      endAt
    }
    listPrice
    maxSupply
    mintedCount
    reservedCount
    priority
    status
    isSoldOut
    soldFraction
  }
}
    `) as unknown as TypedDocumentString<FreeMintsQuery, FreeMintsQueryVariables>;
export const ShopItemsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ShopItems($keys: [String!]!, $premiumPassKey: String) {
  shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {
    key
    name
    type
    isPurchasable
    metadata {
      duration
    }
    prices {
      price
      currency
      paymentType
      metadata {
        chainId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShopItemsQuery, ShopItemsQueryVariables>;
export const FeatureFlagsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query FeatureFlags {
  featureFlags {
    battlePass
    shop
    cms
    premiumPass
    premiumCrypto
    multiBoosterPurchaseDisabled
    legendaryChestDisabled
    wallSidebarLiveCollections
    wallGuestCriteria
    captchaFeatures
    captchaSiteKey
    disabledMints
    customBackendTokens
    maintenanceMode
    maintenanceMessage
    telegramAuth
    telegramConnect
    walletVerification
  }
}
    `) as unknown as TypedDocumentString<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const CmsMenuDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CmsMenu($key: String!) {
  cmsMenu(key: $key) {
    key
    items {
      ...MenuItemFields
    }
  }
}
    fragment MenuItemFields on MenuItem {
  label
  href
  external
  children {
    label
    href
    external
  }
}`) as unknown as TypedDocumentString<CmsMenuQuery, CmsMenuQueryVariables>;
export const WallPostsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query WallPosts($criteria: WallPostCriteria, $isGuest: Boolean, $limit: Int, $offset: Int) {
  wallPosts(
    criteria: $criteria
    isGuest: $isGuest
    limit: $limit
    offset: $offset
  ) {
    ...WallPostFields
  }
}
    fragment WallPostFields on WallPost {
  id
  sourceType
  sourceName
  url
  title
  text
  assets {
    assetType
    data
  }
  stats {
    like
  }
  likedByMe
  postedAt
}`) as unknown as TypedDocumentString<WallPostsQuery, WallPostsQueryVariables>;
export const LegendaryChestPriceDocument = /* @__PURE__ */ new TypedDocumentString(`
    query LegendaryChestPrice {
  legendaryChestPrice {
    price
    currency
  }
}
    `) as unknown as TypedDocumentString<
  LegendaryChestPriceQuery,
  LegendaryChestPriceQueryVariables
>;
export const ChestOddsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ChestOdds($chestType: String!) {
  chestOdds(chestType: $chestType) {
    chestType
    rolls
    guaranteed {
      itemKey
      amount
      item {
        itemKey
        name
        type
        imagePath
      }
    }
    drops {
      ...ChestDropFields
    }
    totals {
      ...ChestItemTotalFields
    }
  }
}
    fragment ChestDropFields on ChestDrop {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minAmount
  maxAmount
  probability
}
fragment ChestItemTotalFields on ChestItemTotal {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minTotal
  maxTotal
  guaranteed
}`) as unknown as TypedDocumentString<ChestOddsQuery, ChestOddsQueryVariables>;
export const DailyRewardsPoolDocument = /* @__PURE__ */ new TypedDocumentString(`
    query DailyRewardsPool {
  dailyRewardsPool {
    day
    openedCount
    drops {
      ...ChestDropFields
    }
    minRolls
    maxRolls
    totals {
      ...ChestItemTotalFields
    }
  }
}
    fragment ChestDropFields on ChestDrop {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minAmount
  maxAmount
  probability
}
fragment ChestItemTotalFields on ChestItemTotal {
  itemKey
  item {
    itemKey
    name
    type
    imagePath
  }
  minTotal
  maxTotal
  guaranteed
}`) as unknown as TypedDocumentString<DailyRewardsPoolQuery, DailyRewardsPoolQueryVariables>;
