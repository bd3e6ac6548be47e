/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  basicCollectedAt: string | null;
  premiumCollectedAt: string | null;
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
      basicCollectedAt: string | null;
      premiumCollectedAt: string | null;
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
  } | null;
};

export type DailyRewardsPoolQueryVariables = Exact<{ [key: string]: never }>;

export type DailyRewardsPoolQuery = {
  dailyRewardsPool: {
    day: string;
    openedCount: number;
    drops: Array<{
      itemKey: string;
      minAmount: number;
      maxAmount: number;
      probability: number;
      item: { itemKey: string; name: string; type: ItemType; imagePath: string | null };
    }>;
  };
};

export const UserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthPayloadFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNewUser' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthPayloadFieldsFragment, unknown>;
export const BattlePassSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BattlePassSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BattlePass' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'season' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isWhiteLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seasonStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seasonEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noOfLevels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avaxPass' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpItemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpBoosters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'premiumPassItemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportedWalletIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'theme' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'logoPath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bannerPath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faqDisabled' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'themeSettings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'primaryColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accentColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceRaisedColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inkColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inkMutedColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultAvatarPath' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'copySettings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'premiumPitch' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'anonymousUsername' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BattlePassSettingsFieldsFragment, unknown>;
export const ItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Item' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetValue' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ItemFieldsFragment, unknown>;
export const RewardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reward' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metaKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metaValue' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Item' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetValue' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RewardFieldsFragment, unknown>;
export const BattlePassLevelFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BattlePassLevelFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BattlePassLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basicCollectedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'premiumCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'basicRewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumRewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specialMission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetLevel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'snowflakeBypassCost' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Item' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetValue' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reward' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metaKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metaValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BattlePassLevelFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'href' } },
          { kind: 'Field', name: { kind: 'Name', value: 'external' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'external' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const WallPostFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WallPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WallPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'assetType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'data' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'like' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WallPostFieldsFragment, unknown>;
export const ChestDropFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChestDropFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestDrop' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'minAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'probability' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChestDropFieldsFragment, unknown>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AuthProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuthProviders' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'authProviders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'authorizePath' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const RequestEmailCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestEmailCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailCodePurpose' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'emailTemplateId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestEmailCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purpose' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'emailTemplateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'emailTemplateId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestEmailCodeMutation, RequestEmailCodeMutationVariables>;
export const VerifyEmailCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmailCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailCodePurpose' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'updateEmailOnVerified' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmailCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purpose' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purpose' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'updateEmailOnVerified' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'updateEmailOnVerified' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailCodeMutation, VerifyEmailCodeMutationVariables>;
export const SignUpWithEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUpWithEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUpWithEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthPayloadFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthPayloadFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNewUser' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpWithEmailMutation, SignUpWithEmailMutationVariables>;
export const SignInWithEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInWithEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInWithEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthPayloadFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthPayloadFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNewUser' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInWithEmailMutation, SignInWithEmailMutationVariables>;
export const RefreshSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RefreshSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refreshSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthPayloadFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthPayloadFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isNewUser' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'data' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'data' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'data' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEmailMutation, UpdateEmailMutationVariables>;
export const UpsertUserFlagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpsertUserFlags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsertUserFlags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'patch' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpsertUserFlagsMutation, UpsertUserFlagsMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ClaimSsoUpgradeRewardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimSsoUpgradeReward' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimSsoUpgradeReward' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discriminator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allyToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'playpoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snowflakes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPassword' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'userFlags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimSsoUpgradeRewardMutation, ClaimSsoUpgradeRewardMutationVariables>;
export const BattlePassPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BattlePassPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'battlePass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'group' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'BattlePassSettingsFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'levels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BattlePassLevelFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Item' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetValue' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reward' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metaKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metaValue' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BattlePassSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BattlePass' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'season' } },
          { kind: 'Field', name: { kind: 'Name', value: 'group' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isWhiteLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seasonStartDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seasonEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noOfLevels' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailTemplateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avaxPass' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpItemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpBoosters' } },
          { kind: 'Field', name: { kind: 'Name', value: 'premiumPassItemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supportedWalletIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'theme' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'logoPath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bannerPath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faqDisabled' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'themeSettings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'primaryColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accentColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'surfaceRaisedColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inkColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inkMutedColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'defaultAvatarPath' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'copySettings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tagline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'premiumPitch' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'anonymousUsername' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BattlePassLevelFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BattlePassLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basicCollectedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'premiumCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'basicRewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumRewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specialMission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetLevel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'snowflakeBypassCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BattlePassPageQuery, BattlePassPageQueryVariables>;
export const ItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Item' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'itemKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'itemKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'itemKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Item' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assetKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assetValue' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ItemQuery, ItemQueryVariables>;
export const FreeMintsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FreeMints' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freeMints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoPath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offchainActionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weeklyGoldBonus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionGroups' } },
                { kind: 'Field', name: { kind: 'Name', value: 'releasedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'listPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxSupply' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mintedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reservedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isSoldOut' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soldFraction' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FreeMintsQuery, FreeMintsQueryVariables>;
export const ShopItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keys' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'premiumPassKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shopItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'keys' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'keys' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'premiumPassKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'premiumPassKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPurchasable' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metadata' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'duration' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'metadata' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'chainId' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopItemsQuery, ShopItemsQueryVariables>;
export const FeatureFlagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeatureFlags' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'featureFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'battlePass' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shop' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'premiumPass' } },
                { kind: 'Field', name: { kind: 'Name', value: 'premiumCrypto' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiBoosterPurchaseDisabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'legendaryChestDisabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wallSidebarLiveCollections' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wallGuestCriteria' } },
                { kind: 'Field', name: { kind: 'Name', value: 'captchaFeatures' } },
                { kind: 'Field', name: { kind: 'Name', value: 'captchaSiteKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabledMints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customBackendTokens' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const CmsMenuDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsMenu' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsMenu' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'href' } },
          { kind: 'Field', name: { kind: 'Name', value: 'external' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'external' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsMenuQuery, CmsMenuQueryVariables>;
export const WallPostsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WallPosts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WallPostCriteria' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isGuest' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wallPosts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'criteria' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'criteria' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isGuest' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isGuest' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WallPostFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WallPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WallPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'assetType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'data' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'like' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WallPostsQuery, WallPostsQueryVariables>;
export const LegendaryChestPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LegendaryChestPrice' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'legendaryChestPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LegendaryChestPriceQuery, LegendaryChestPriceQueryVariables>;
export const ChestOddsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChestOdds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'chestType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chestOdds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'chestType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'chestType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chestType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rolls' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'guaranteed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'item' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'drops' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChestDropFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChestDropFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestDrop' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'minAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'probability' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChestOddsQuery, ChestOddsQueryVariables>;
export const DailyRewardsPoolDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DailyRewardsPool' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dailyRewardsPool' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'drops' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChestDropFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChestDropFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestDrop' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'minAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'probability' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DailyRewardsPoolQuery, DailyRewardsPoolQueryVariables>;
