/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** spec 2 §3 Challenge types. */
export type ChallengeType =
  | 'BattlePassBlockerQuest'
  | 'BattlePassMission'
  | 'Calendar'
  | 'Default'
  | 'Milestone'
  | 'PlatformMission'
  | 'StandaloneMission';

/** spec 2 §4 Daily chest status. */
export type DailyChestStatus = 'FOUND' | 'NOT_FOUND' | 'OPENED';

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

export type LaunchpadContractType = 'offchain' | 'onchain';

/** spec 2 §4 Mint user event states. */
export type MintUserEventState =
  'COMPLETED' | 'EXPIRED' | 'PROCESSING' | 'QUALIFIED' | 'RESERVED' | 'UNQUALIFIED';

/** spec 2 §7 Start mission: optional tracking data. */
export type MissionTrackingData = {
  clickId?: string | null | undefined;
  pfUserId?: string | null | undefined;
};

/** spec 1 §3 User notification types used by the battle pass. */
export type NotificationType =
  | 'BattlePassLevelUp'
  /** A challenge or mission reward is ready to collect (metadata.userChallengeId, spec 2 §3). */
  | 'ChallengeRewardReady'
  | 'PurchaseBattlePassPremium'
  | 'PurchaseXpBooster'
  | 'XpGain';

export type PaymentType =
  /** In-app currency (GOLD, PLAYPOINT, ALLY_TOKEN, SNOWFLAKE). */
  'COIN' | 'CREDIT_CARD' | 'CRYPTO';

/** spec 1 §7 Purchase shop item. */
export type PurchaseShopItemInput = {
  address?: string | null | undefined;
  /** CRYPTO: the price's chain and the paying wallet address. */
  chainId?: number | null | undefined;
  /** CREDIT_CARD: the card provider's confirmation token. */
  confirmationToken?: string | null | undefined;
  /** GOLD, PLAYPOINT, ALLY_TOKEN or SNOWFLAKE for COIN; USD for CREDIT_CARD; the native coin for CRYPTO. */
  currency: string;
  itemKey: string;
  paymentType: PaymentType;
  /** 1 for a COIN purchase. */
  quantity: number;
};

/** A referral's state (issue 14 Build 1): pending until the friend qualifies by the referral-success campaign's rule; qualified (past the quota, no reward), rewarded, or refused (never pays). */
export type ReferralState = 'PENDING' | 'QUALIFIED' | 'REFUSED' | 'REWARDED';

/** spec 2 §3 Reward campaign currencies. */
export type RewardCampaignCurrency =
  'ALLY_TOKEN' | 'BATTLE_PASS_XP' | 'GOLD' | 'PLAYPOINT' | 'UPGRADE_TICKET';

/** spec 2 §3 Reward history types (plus reward campaign types such as referral-success). */
export type RewardHistoryType =
  | 'ADMIN_OPS'
  | 'ADVENT_CALENDAR'
  | 'BATTLE_PASS_REWARD'
  | 'CHEST_REWARD'
  | 'CLAIM_BADGE_GOLD'
  | 'COLLECT_CHALLENGE_REWARD'
  | 'COLLECT_SEASON_END_REWARD'
  | 'CONVERT_BATTLE_PASS_XP'
  | 'MERGE_ACCOUNT'
  | 'OPEN_BOUNTY_DROP'
  | 'OPEN_BOUNTY_DROP_BONUS'
  | 'OTHER'
  | 'PURCHASE'
  | 'REFERRAL_SUCCESS'
  | 'REWARD_CAMPAIGN'
  | 'WEEKLY_GOLD_BONUS';

/**
 * spec 1 §3 Reward sources, as the spec writes them: where a reward comes from. Duration: paid for a
 * period (the weekly gold bonus, the daily chest); External: granted from outside play (operator grants);
 * FreeMint: a free-mint event (its badge, the badge's weekly gold); GamePlatform: a mission or challenge
 * fed by a game studio's events; Platform: everything the platform itself pays (battle pass, missions
 * on platform events, chests, referrals, purchases).
 */
export type RewardSource = 'Duration' | 'External' | 'FreeMint' | 'GamePlatform' | 'Platform';

export type RewardTrack = 'BASIC' | 'PREMIUM';

export type SignUpInput = {
  code: string;
  email: string;
  /** Fingerprint visitor id; omitted on the partner site. */
  fingerprint?: string | null | undefined;
  password: string;
  referralCode?: string | null | undefined;
};

/** spec 1 §3 Transaction record. */
export type TransactionStatus = 'FAILED' | 'PENDING' | 'SUCCESS';

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

export type UserReservationFieldsFragment = {
  id: string;
  collectionId: string;
  stage: number;
  reservedAt: string;
  reservationExpiredAt: string;
  state: MintUserEventState;
  mintTxHash: string | null;
  offchainAction: {
    actionType: string;
    scheduledAt: string | null;
    pendingDisplay: string | null;
  } | null;
};

export type LaunchpadCollectionFieldsFragment = {
  id: string;
  slug: string | null;
  name: string;
  description: string;
  imagePath: string;
  chainId: number;
  releasedAt: string | null;
  endAt: string | null;
  listPrice: number;
  maxSupply: number;
  mintedCount: number;
  reservedCount: number;
  priority: number;
  contractType: LaunchpadContractType;
  offchainActionType: string | null;
  weeklyGoldBonus: number | null;
  badgeItemKey: string | null;
  collectionGroups: Array<string>;
  status: EventStatus;
  isSoldOut: boolean;
  soldFraction: number;
  events: Array<{
    startAt: string;
    endAt: string | null;
    whitelistConfig: {
      registrationStartedAt: string | null;
      registrationEndedAt: string | null;
    } | null;
  }>;
};

export type FeaturedCollectionsQueryVariables = Exact<{ [key: string]: never }>;

export type FeaturedCollectionsQuery = {
  featuredCollections: Array<{
    id: string;
    slug: string | null;
    name: string;
    description: string;
    imagePath: string;
    chainId: number;
    releasedAt: string | null;
    endAt: string | null;
    listPrice: number;
    maxSupply: number;
    mintedCount: number;
    reservedCount: number;
    priority: number;
    contractType: LaunchpadContractType;
    offchainActionType: string | null;
    weeklyGoldBonus: number | null;
    badgeItemKey: string | null;
    collectionGroups: Array<string>;
    status: EventStatus;
    isSoldOut: boolean;
    soldFraction: number;
    events: Array<{
      startAt: string;
      endAt: string | null;
      whitelistConfig: {
        registrationStartedAt: string | null;
        registrationEndedAt: string | null;
      } | null;
    }>;
  }>;
};

export type LaunchpadCollectionQueryVariables = Exact<{
  slug: string;
}>;

export type LaunchpadCollectionQuery = {
  launchpadCollection: {
    reserveLimitPerPlayer: number;
    mintLimitPerPlayer: number;
    id: string;
    slug: string | null;
    name: string;
    description: string;
    imagePath: string;
    chainId: number;
    releasedAt: string | null;
    endAt: string | null;
    listPrice: number;
    maxSupply: number;
    mintedCount: number;
    reservedCount: number;
    priority: number;
    contractType: LaunchpadContractType;
    offchainActionType: string | null;
    weeklyGoldBonus: number | null;
    badgeItemKey: string | null;
    collectionGroups: Array<string>;
    status: EventStatus;
    isSoldOut: boolean;
    soldFraction: number;
    launchpadCollectionMissions: Array<{
      isPassed: boolean;
      mission: {
        id: string;
        title: string;
        description: string;
        targetValue: number;
        userMission: { id: string; progress: number; completedAt: string | null } | null;
      };
    }>;
    userLaunchpadCollection: {
      isLocked: boolean;
      state: MintUserEventState;
      reservedCount: number;
      mintedCount: number;
      reservation: {
        id: string;
        collectionId: string;
        stage: number;
        reservedAt: string;
        reservationExpiredAt: string;
        state: MintUserEventState;
        mintTxHash: string | null;
        offchainAction: {
          actionType: string;
          scheduledAt: string | null;
          pendingDisplay: string | null;
        } | null;
      } | null;
    } | null;
    events: Array<{
      startAt: string;
      endAt: string | null;
      whitelistConfig: {
        registrationStartedAt: string | null;
        registrationEndedAt: string | null;
      } | null;
    }>;
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

export type BattlePassSettingsQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
}>;

export type BattlePassSettingsQuery = {
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

export type RewardItemFieldsFragment = {
  itemKey: string;
  amount: number;
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

export type UserMissionFieldsFragment = {
  id: string;
  missionId: string;
  period: string;
  progress: number;
  startedAt: string;
  completedAt: string | null;
  rewardCollectedAt: string | null;
};

export type PanelMissionFieldsFragment = {
  id: string;
  key: string;
  title: string;
  description: string;
  gameKey: string | null;
  targetValue: number;
};

export type UserChallengeFieldsFragment = {
  id: string;
  challengeId: string;
  stage: number;
  challengeStakeId: string | null;
  startedAt: string | null;
  endsAt: string | null;
  completedAt: string | null;
  failedAt: string | null;
  cancelledAt: string | null;
  rewardReadyAt: string | null;
  rewardCollectedAt: string | null;
  userChallengeMissions: Array<{
    missionId: string;
    isPassed: boolean;
    progress: number;
    targetValue: number;
  }>;
};

export type PanelChallengeFieldsFragment = {
  id: string;
  key: string;
  type: ChallengeType;
  title: string;
  description: string;
  imagePath: string | null;
  gameKey: string | null;
  autoStart: boolean;
  battlePassId: string | null;
  battlePassLevel: number | null;
  stages: Array<{
    id: string;
    stage: number;
    startAt: string | null;
    endAt: string | null;
    duration: string | null;
    missions: Array<{
      id: string;
      key: string;
      title: string;
      description: string;
      gameKey: string | null;
      targetValue: number;
      rewards: Array<{
        itemKey: string;
        amount: number;
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
      userMission: {
        id: string;
        missionId: string;
        period: string;
        progress: number;
        startedAt: string;
        completedAt: string | null;
        rewardCollectedAt: string | null;
      } | null;
    }>;
    stakes: Array<{
      id: string;
      rewards: Array<{
        itemKey: string;
        amount: number;
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
    }>;
  }>;
  userChallenges: Array<{
    id: string;
    challengeId: string;
    stage: number;
    challengeStakeId: string | null;
    startedAt: string | null;
    endsAt: string | null;
    completedAt: string | null;
    failedAt: string | null;
    cancelledAt: string | null;
    rewardReadyAt: string | null;
    rewardCollectedAt: string | null;
    userChallengeMissions: Array<{
      missionId: string;
      isPassed: boolean;
      progress: number;
      targetValue: number;
    }>;
  }>;
};

export type MissionsPanelQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
  date: string;
  battlePassId?: string | number | null | undefined;
  types?: Array<ChallengeType> | ChallengeType | null | undefined;
}>;

export type MissionsPanelQuery = {
  dailyMissions: {
    day: string;
    completed: number;
    total: number | null;
    missions: Array<{
      progress: number;
      isPassed: boolean;
      isCollectedReward: boolean;
      userMission: {
        id: string;
        missionId: string;
        period: string;
        progress: number;
        startedAt: string;
        completedAt: string | null;
        rewardCollectedAt: string | null;
      } | null;
      mission: {
        id: string;
        key: string;
        title: string;
        description: string;
        gameKey: string | null;
        targetValue: number;
        rewards: Array<{
          itemKey: string;
          amount: number;
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
      };
    }>;
  };
  challenges: Array<{
    id: string;
    key: string;
    type: ChallengeType;
    title: string;
    description: string;
    imagePath: string | null;
    gameKey: string | null;
    autoStart: boolean;
    battlePassId: string | null;
    battlePassLevel: number | null;
    stages: Array<{
      id: string;
      stage: number;
      startAt: string | null;
      endAt: string | null;
      duration: string | null;
      missions: Array<{
        id: string;
        key: string;
        title: string;
        description: string;
        gameKey: string | null;
        targetValue: number;
        rewards: Array<{
          itemKey: string;
          amount: number;
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
        userMission: {
          id: string;
          missionId: string;
          period: string;
          progress: number;
          startedAt: string;
          completedAt: string | null;
          rewardCollectedAt: string | null;
        } | null;
      }>;
      stakes: Array<{
        id: string;
        rewards: Array<{
          itemKey: string;
          amount: number;
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
      }>;
    }>;
    userChallenges: Array<{
      id: string;
      challengeId: string;
      stage: number;
      challengeStakeId: string | null;
      startedAt: string | null;
      endsAt: string | null;
      completedAt: string | null;
      failedAt: string | null;
      cancelledAt: string | null;
      rewardReadyAt: string | null;
      rewardCollectedAt: string | null;
      userChallengeMissions: Array<{
        missionId: string;
        isPassed: boolean;
        progress: number;
        targetValue: number;
      }>;
    }>;
  }>;
};

export type AdventCalendarQueryVariables = Exact<{
  year?: number | null | undefined;
}>;

export type AdventCalendarQuery = {
  adventCalendar: Array<{
    id: string;
    key: string;
    type: ChallengeType;
    title: string;
    description: string;
    imagePath: string | null;
    gameKey: string | null;
    autoStart: boolean;
    battlePassId: string | null;
    battlePassLevel: number | null;
    stages: Array<{
      id: string;
      stage: number;
      startAt: string | null;
      endAt: string | null;
      duration: string | null;
      missions: Array<{
        id: string;
        key: string;
        title: string;
        description: string;
        gameKey: string | null;
        targetValue: number;
        rewards: Array<{
          itemKey: string;
          amount: number;
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
        userMission: {
          id: string;
          missionId: string;
          period: string;
          progress: number;
          startedAt: string;
          completedAt: string | null;
          rewardCollectedAt: string | null;
        } | null;
      }>;
      stakes: Array<{
        id: string;
        rewards: Array<{
          itemKey: string;
          amount: number;
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
      }>;
    }>;
    userChallenges: Array<{
      id: string;
      challengeId: string;
      stage: number;
      challengeStakeId: string | null;
      startedAt: string | null;
      endsAt: string | null;
      completedAt: string | null;
      failedAt: string | null;
      cancelledAt: string | null;
      rewardReadyAt: string | null;
      rewardCollectedAt: string | null;
      userChallengeMissions: Array<{
        missionId: string;
        isPassed: boolean;
        progress: number;
        targetValue: number;
      }>;
    }>;
  }>;
};

export type PendingChallengeRewardsQueryVariables = Exact<{ [key: string]: never }>;

export type PendingChallengeRewardsQuery = {
  pendingChallengeRewards: Array<{ id: string; challengeId: string }>;
};

export type EnrollChallengeMutationVariables = Exact<{
  challengeId: string | number;
  challengeStakeId?: string | number | null | undefined;
  trackingData?: unknown;
}>;

export type EnrollChallengeMutation = { enrollChallenge: string };

export type StartChallengeMutationVariables = Exact<{
  challengeId: string | number;
  challengeStakeId?: string | number | null | undefined;
}>;

export type StartChallengeMutation = {
  startChallenge: {
    id: string;
    challengeId: string;
    stage: number;
    challengeStakeId: string | null;
    startedAt: string | null;
    endsAt: string | null;
    completedAt: string | null;
    failedAt: string | null;
    cancelledAt: string | null;
    rewardReadyAt: string | null;
    rewardCollectedAt: string | null;
    userChallengeMissions: Array<{
      missionId: string;
      isPassed: boolean;
      progress: number;
      targetValue: number;
    }>;
  };
};

export type CancelChallengeMutationVariables = Exact<{
  challengeId: string | number;
  challengeStakeId?: string | number | null | undefined;
}>;

export type CancelChallengeMutation = { cancelChallenge: number };

export type CollectChallengeRewardMutationVariables = Exact<{
  challengeId: string | number;
  challengeStakeId?: string | number | null | undefined;
}>;

export type CollectChallengeRewardMutation = {
  collectChallengeReward: Array<{
    itemKey: string;
    amount: number;
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
};

export type StartMissionMutationVariables = Exact<{
  missionId: string | number;
  attribution: string;
  trackingData?: MissionTrackingData | null | undefined;
}>;

export type StartMissionMutation = { startMission: string };

export type CollectMissionRewardMutationVariables = Exact<{
  userMissionId: string | number;
  attribution?: string | null | undefined;
}>;

export type CollectMissionRewardMutation = {
  collectMissionReward: Array<{
    itemKey: string;
    amount: number;
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
};

export type BatchCollectChallengeRewardsMutationVariables = Exact<{
  userChallengeIds: Array<string | number> | string | number;
}>;

export type BatchCollectChallengeRewardsMutation = {
  batchCollectChallengeRewards: Array<{
    userChallengeId: string;
    challengeId: string;
    rewards: Array<{
      itemKey: string;
      amount: number;
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
  }>;
};

export type UserMissionChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserMissionChangedSubscription = {
  userMissionChanged: {
    id: string;
    missionId: string;
    period: string;
    progress: number;
    startedAt: string;
    completedAt: string | null;
    rewardCollectedAt: string | null;
  };
};

export type InventoryChestOpeningFieldsFragment = {
  id: string;
  chestType: string;
  period: string;
  seedHash: string;
  counter: number;
  openedAt: string;
  rewards: Array<{
    itemKey: string;
    amount: number;
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
};

export type InventoryChestOddsQueryVariables = Exact<{
  chestType: string;
}>;

export type InventoryChestOddsQuery = {
  chestOdds: {
    chestType: string;
    rolls: number;
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
    guaranteed: Array<{
      itemKey: string;
      amount: number;
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
    }>;
    drops: Array<{
      itemKey: string;
      minAmount: number;
      maxAmount: number;
      probability: number;
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
    }>;
    totals: Array<{
      itemKey: string;
      minTotal: number;
      maxTotal: number;
      guaranteed: boolean;
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
    }>;
  } | null;
};

export type OpenInventoryChestMutationVariables = Exact<{
  itemKey: string;
}>;

export type OpenInventoryChestMutation = {
  openChest: {
    id: string;
    chestType: string;
    period: string;
    seedHash: string;
    counter: number;
    openedAt: string;
    rewards: Array<{
      itemKey: string;
      amount: number;
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
  };
};

export type MyChestOpeningsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type MyChestOpeningsQuery = {
  myChestOpenings: Array<{
    id: string;
    chestType: string;
    period: string;
    seedHash: string;
    counter: number;
    openedAt: string;
    rewards: Array<{
      itemKey: string;
      amount: number;
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
  }>;
};

export type ChestSeedPeriodsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;

export type ChestSeedPeriodsQuery = {
  chestSeedPeriods: Array<{
    period: string;
    seedHash: string;
    seed: string | null;
    revealedAt: string | null;
  }>;
};

export type ConnectedAccountFieldsFragment = {
  provider: string;
  displayName: string | null;
  connectedAt: string;
};

export type MyConnectedAccountsQueryVariables = Exact<{ [key: string]: never }>;

export type MyConnectedAccountsQuery = {
  myConnectedAccounts: Array<{ provider: string; displayName: string | null; connectedAt: string }>;
};

export type DisconnectSocialAccountMutationVariables = Exact<{
  provider: string;
}>;

export type DisconnectSocialAccountMutation = {
  disconnectSocialAccount: Array<{
    provider: string;
    displayName: string | null;
    connectedAt: string;
  }>;
};

export type UserReservationsQueryVariables = Exact<{
  collectionId: string | number;
}>;

export type UserReservationsQuery = {
  userReservations: Array<{
    id: string;
    collectionId: string;
    stage: number;
    reservedAt: string;
    reservationExpiredAt: string;
    state: MintUserEventState;
    mintTxHash: string | null;
    offchainAction: {
      actionType: string;
      scheduledAt: string | null;
      pendingDisplay: string | null;
    } | null;
  }>;
};

export type UserMintedAssetsQueryVariables = Exact<{ [key: string]: never }>;

export type UserMintedAssetsQuery = {
  userMintedAssets: Array<{
    id: string;
    collectionId: string;
    chainId: number;
    tokenId: string | null;
    txHash: string | null;
    walletAddress: string | null;
    createdAt: string;
    collection: { id: string; slug: string | null; name: string; imagePath: string };
  }>;
};

export type CollectionHoldingsQueryVariables = Exact<{
  itemKey: string;
}>;

export type CollectionHoldingsQuery = {
  userItems: Array<{ itemKey: string; quantity: number; item: { name: string } }>;
  chainTokens: Array<{
    collectionId: string;
    chainId: number;
    contractAddress: string | null;
    tokenId: string;
    txHash: string;
    mintedAt: string;
  }>;
};

export type ReserveCollectionMutationVariables = Exact<{
  collectionId: string | number;
}>;

export type ReserveCollectionMutation = {
  reserveCollection: {
    id: string;
    collectionId: string;
    stage: number;
    reservedAt: string;
    reservationExpiredAt: string;
    state: MintUserEventState;
    mintTxHash: string | null;
    offchainAction: {
      actionType: string;
      scheduledAt: string | null;
      pendingDisplay: string | null;
    } | null;
  };
};

export type MintReservationMutationVariables = Exact<{
  reservationId: string | number;
}>;

export type MintReservationMutation = {
  mintReservation: {
    reservation: {
      id: string;
      collectionId: string;
      stage: number;
      reservedAt: string;
      reservationExpiredAt: string;
      state: MintUserEventState;
      mintTxHash: string | null;
      offchainAction: {
        actionType: string;
        scheduledAt: string | null;
        pendingDisplay: string | null;
      } | null;
    };
    voucher: {
      contractAddress: string;
      chainId: number;
      to: string;
      tokenId: string;
      expiresAt: string;
      signature: string;
    } | null;
  };
};

export type ConfirmMintMutationVariables = Exact<{
  reservationId: string | number;
  txHash: string;
}>;

export type ConfirmMintMutation = {
  confirmMint: {
    id: string;
    collectionId: string;
    chainId: number;
    tokenId: string | null;
    txHash: string | null;
    walletAddress: string | null;
    createdAt: string;
  };
};

export type UserNotificationFieldsFragment = {
  id: string;
  notificationType: NotificationType;
  readAt: string | null;
  completedAt: string | null;
  createdAt: string;
  metadata: {
    itemKey: string | null;
    difference: number | null;
    level: number | null;
    battlePassId: string | null;
    userChallengeId: string | null;
    userMissionId: string | null;
  };
};

export type UserNotificationsQueryVariables = Exact<{
  types?: Array<NotificationType> | NotificationType | null | undefined;
  unreadOnly?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;

export type UserNotificationsQuery = {
  userNotifications: Array<{
    id: string;
    notificationType: NotificationType;
    readAt: string | null;
    completedAt: string | null;
    createdAt: string;
    metadata: {
      itemKey: string | null;
      difference: number | null;
      level: number | null;
      battlePassId: string | null;
      userChallengeId: string | null;
      userMissionId: string | null;
    };
  }>;
};

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type MarkNotificationsReadMutation = {
  markNotificationsRead: Array<{
    id: string;
    notificationType: NotificationType;
    readAt: string | null;
    completedAt: string | null;
    createdAt: string;
    metadata: {
      itemKey: string | null;
      difference: number | null;
      level: number | null;
      battlePassId: string | null;
      userChallengeId: string | null;
      userMissionId: string | null;
    };
  }>;
};

export type MarkNotificationsCompletedMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type MarkNotificationsCompletedMutation = {
  markNotificationsCompleted: Array<{
    id: string;
    notificationType: NotificationType;
    readAt: string | null;
    completedAt: string | null;
    createdAt: string;
    metadata: {
      itemKey: string | null;
      difference: number | null;
      level: number | null;
      battlePassId: string | null;
      userChallengeId: string | null;
      userMissionId: string | null;
    };
  }>;
};

export type UserNotificationChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserNotificationChangedSubscription = {
  userNotificationChanged: {
    id: string;
    notificationType: NotificationType;
    readAt: string | null;
    completedAt: string | null;
    createdAt: string;
    metadata: {
      itemKey: string | null;
      difference: number | null;
      level: number | null;
      battlePassId: string | null;
      userChallengeId: string | null;
      userMissionId: string | null;
    };
  };
};

export type UserBalanceChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserBalanceChangedSubscription = {
  userBalanceChanged: { itemKey: string; amount: number; battlePassId: string | null };
};

export type ProfilePicPathQueryVariables = Exact<{
  id: string | number;
}>;

export type ProfilePicPathQuery = { profilePicPath: string | null };

export type UserBattlePassStateFieldsFragment = {
  battlePassId: string;
  xp: number;
  level: number;
  currLevelXp: number;
  nextLevel: number | null;
  nextLevelXp: number | null;
  levelProgress: number;
  xpLevel: number;
  xpMultiplier: number;
  blockingSpecialMission: {
    id: string;
    challengeId: string;
    title: string;
    description: string;
    targetLevel: number;
    snowflakeBypassCost: number | null;
  } | null;
  premiumState: { hasPremium: boolean; quantity: number };
  booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
};

export type GrantedItemFieldsFragment = {
  itemKey: string;
  amount: number;
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
};

export type UserBattlePassStateQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
}>;

export type UserBattlePassStateQuery = {
  userBattlePassState: {
    battlePassId: string;
    xp: number;
    level: number;
    currLevelXp: number;
    nextLevel: number | null;
    nextLevelXp: number | null;
    levelProgress: number;
    xpLevel: number;
    xpMultiplier: number;
    blockingSpecialMission: {
      id: string;
      challengeId: string;
      title: string;
      description: string;
      targetLevel: number;
      snowflakeBypassCost: number | null;
    } | null;
    premiumState: { hasPremium: boolean; quantity: number };
    booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
  } | null;
};

export type BattlePassLevelsQueryVariables = Exact<{
  battlePassId: string | number;
}>;

export type BattlePassLevelsQuery = {
  battlePassLevels: Array<{
    level: number;
    basicCollectedAt: string | null;
    premiumCollectedAt: string | null;
    basicRewards: Array<{ id: string; collectedAt: string | null }>;
    premiumRewards: Array<{ id: string; collectedAt: string | null }>;
    free: {
      id: string;
      startAt: string | null;
      endAt: string | null;
      duration: string | null;
      challenge: { id: string; title: string };
      missions: Array<{ id: string; title: string; targetValue: number }>;
    } | null;
    freeUserChallenge: {
      id: string;
      startedAt: string | null;
      endsAt: string | null;
      completedAt: string | null;
      failedAt: string | null;
      rewardCollectedAt: string | null;
      userChallengeMissions: Array<{ missionId: string; progress: number; targetValue: number }>;
    } | null;
    premium: {
      id: string;
      startAt: string | null;
      endAt: string | null;
      duration: string | null;
      challenge: { id: string; title: string };
      missions: Array<{ id: string; title: string; targetValue: number }>;
    } | null;
    premiumUserChallenge: {
      id: string;
      startedAt: string | null;
      endsAt: string | null;
      completedAt: string | null;
      failedAt: string | null;
      rewardCollectedAt: string | null;
      userChallengeMissions: Array<{ missionId: string; progress: number; targetValue: number }>;
    } | null;
  }>;
};

export type LevelChallengeStageFieldsFragment = {
  id: string;
  startAt: string | null;
  endAt: string | null;
  duration: string | null;
  challenge: { id: string; title: string };
  missions: Array<{ id: string; title: string; targetValue: number }>;
};

export type LevelUserChallengeFieldsFragment = {
  id: string;
  startedAt: string | null;
  endsAt: string | null;
  completedAt: string | null;
  failedAt: string | null;
  rewardCollectedAt: string | null;
  userChallengeMissions: Array<{ missionId: string; progress: number; targetValue: number }>;
};

export type DailyMissionsQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
  date: string;
}>;

export type DailyMissionsQuery = { dailyMissions: { completed: number; total: number | null } };

export type UserItemsQueryVariables = Exact<{ [key: string]: never }>;

export type UserItemsQuery = {
  userItems: Array<{
    itemKey: string;
    quantity: number;
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
  }>;
};

export type ClaimBattlePassRewardMutationVariables = Exact<{
  rewardId: string | number;
}>;

export type ClaimBattlePassRewardMutation = {
  claimBattlePassReward: {
    collectedAt: string;
    reward: { id: string; itemKey: string; collectedAt: string | null };
    granted: Array<{
      itemKey: string;
      amount: number;
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
    }>;
    state: {
      battlePassId: string;
      xp: number;
      level: number;
      currLevelXp: number;
      nextLevel: number | null;
      nextLevelXp: number | null;
      levelProgress: number;
      xpLevel: number;
      xpMultiplier: number;
      blockingSpecialMission: {
        id: string;
        challengeId: string;
        title: string;
        description: string;
        targetLevel: number;
        snowflakeBypassCost: number | null;
      } | null;
      premiumState: { hasPremium: boolean; quantity: number };
      booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
    };
  };
};

export type ClaimBattlePassRewardsMutationVariables = Exact<{
  battlePassId: string | number;
  track: RewardTrack;
}>;

export type ClaimBattlePassRewardsMutation = {
  claimBattlePassRewards: {
    rewards: Array<{ id: string; itemKey: string; collectedAt: string | null }>;
    granted: Array<{
      itemKey: string;
      amount: number;
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
    }>;
    state: {
      battlePassId: string;
      xp: number;
      level: number;
      currLevelXp: number;
      nextLevel: number | null;
      nextLevelXp: number | null;
      levelProgress: number;
      xpLevel: number;
      xpMultiplier: number;
      blockingSpecialMission: {
        id: string;
        challengeId: string;
        title: string;
        description: string;
        targetLevel: number;
        snowflakeBypassCost: number | null;
      } | null;
      premiumState: { hasPremium: boolean; quantity: number };
      booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
    };
  };
};

export type BypassSpecialMissionMutationVariables = Exact<{
  specialMissionId: string | number;
}>;

export type BypassSpecialMissionMutation = {
  bypassSpecialMission: {
    battlePassId: string;
    xp: number;
    level: number;
    currLevelXp: number;
    nextLevel: number | null;
    nextLevelXp: number | null;
    levelProgress: number;
    xpLevel: number;
    xpMultiplier: number;
    blockingSpecialMission: {
      id: string;
      challengeId: string;
      title: string;
      description: string;
      targetLevel: number;
      snowflakeBypassCost: number | null;
    } | null;
    premiumState: { hasPremium: boolean; quantity: number };
    booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
  };
};

export type ItemTransactionFieldsFragment = {
  txId: string;
  status: TransactionStatus;
  itemKey: string;
  quantity: number;
  paymentType: PaymentType;
  currency: string;
  createdAt: string;
};

export type UserItemLogsSubscriptionVariables = Exact<{
  itemKey?: string | null | undefined;
}>;

export type UserItemLogsSubscription = {
  userItemLogs: {
    id: string;
    itemKey: string;
    delta: number;
    reason: string;
    battlePassId: string | null;
    createdAt: string;
  };
};

export type UserItemTransactionSubscriptionVariables = Exact<{
  txId: string | number;
}>;

export type UserItemTransactionSubscription = {
  userItemTransaction: {
    txId: string;
    status: TransactionStatus;
    itemKey: string;
    quantity: number;
    paymentType: PaymentType;
    currency: string;
    createdAt: string;
  };
};

export type PurchaseShopItemMutationVariables = Exact<{
  input: PurchaseShopItemInput;
}>;

export type PurchaseShopItemMutation = {
  purchaseShopItem: {
    txId: string;
    status: TransactionStatus;
    signedRequest: {
      chainId: number;
      to: string;
      data: string;
      value: string;
      gasLimit: string;
      type: number;
    } | null;
    stripe: { status: string; clientSecret: string | null } | null;
  };
};

export type SubmitCryptoTransactionHashMutationVariables = Exact<{
  txHash: string;
  txId: string | number;
}>;

export type SubmitCryptoTransactionHashMutation = {
  submitCryptoTransactionHash: { txId: string; status: TransactionStatus };
};

export type UserItemTransactionStatusQueryVariables = Exact<{
  txId: string | number;
}>;

export type UserItemTransactionStatusQuery = {
  userItemTransaction: { txId: string; status: TransactionStatus } | null;
};

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentSettingsQuery = {
  paymentSettings: {
    cardPublishableKey: string | null;
    cryptoChains: Array<{
      chainId: number;
      name: string;
      currencySymbol: string;
      rpcUrl: string | null;
    }>;
    devWallet: { address: string; chainId: number } | null;
  };
};

export type MyReferralsQueryVariables = Exact<{ [key: string]: never }>;

export type MyReferralsQuery = {
  myReferrals: {
    referralCode: string;
    referrals: Array<{
      id: string;
      friendName: string;
      friendDiscriminator: string;
      state: ReferralState;
      refusedReason: string | null;
      battlePassLevel: number | null;
      rewardType: string | null;
      rewardAmount: number | null;
      signedUpAt: string;
      qualifiedAt: string | null;
      rewardedAt: string | null;
      refusedAt: string | null;
    }>;
    counts: {
      total: number;
      pending: number;
      qualified: number;
      rewarded: number;
      refused: number;
    };
    program: {
      rewardType: string;
      rewardAmount: number;
      rewardQuotaPerUser: number | null;
      battlePassLevel: number;
      qualifyWithinDays: number;
    } | null;
  };
};

export type RewardHistoryEntryFieldsFragment = {
  id: string;
  type: RewardHistoryType;
  itemKey: string;
  amount: number;
  source: RewardSource;
  createdAt: string;
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
};

export type RewardCampaignFieldsFragment = {
  id: string;
  key: string;
  name: string;
  type: string;
  currency: RewardCampaignCurrency;
  rewardAmount: number;
  rewardQuotaPerUser: number | null;
  startAt: string;
  endAt: string | null;
  chestCount: number;
};

export type RedeemableCodeFieldsFragment = {
  id: string;
  groupKey: string;
  code: string | null;
  grantedAt: string;
  assignedAt: string | null;
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
};

export type RewardHistoryQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type RewardHistoryQuery = {
  rewardHistory: {
    total: number;
    entries: Array<{
      id: string;
      type: RewardHistoryType;
      itemKey: string;
      amount: number;
      source: RewardSource;
      createdAt: string;
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
    }>;
  };
};

export type RewardCampaignsQueryVariables = Exact<{ [key: string]: never }>;

export type RewardCampaignsQuery = {
  rewardCampaigns: Array<{
    id: string;
    key: string;
    name: string;
    type: string;
    currency: RewardCampaignCurrency;
    rewardAmount: number;
    rewardQuotaPerUser: number | null;
    startAt: string;
    endAt: string | null;
    chestCount: number;
  }>;
};

export type ClaimableBadgeGoldsQueryVariables = Exact<{ [key: string]: never }>;

export type ClaimableBadgeGoldsQuery = {
  claimableBadgeGolds: {
    claimableAmount: number;
    badges: Array<{
      itemKey: string;
      amount: number;
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
    }>;
  };
};

export type ClaimBadgeGoldsMutationVariables = Exact<{ [key: string]: never }>;

export type ClaimBadgeGoldsMutation = { claimBadgeGolds: { claimedAmount: number } };

export type MyRedeemableCodesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type MyRedeemableCodesQuery = {
  myRedeemableCodes: Array<{
    id: string;
    groupKey: string;
    code: string | null;
    grantedAt: string;
    assignedAt: string | null;
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
  }>;
};

export type RedeemableCodeQueryVariables = Exact<{
  groupKey: string;
  id: string | number;
}>;

export type RedeemableCodeQuery = {
  redeemableCode: {
    id: string;
    groupKey: string;
    code: string | null;
    grantedAt: string;
    assignedAt: string | null;
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
  } | null;
};

export type LikeWallPostMutationVariables = Exact<{
  wallPostId: string | number;
}>;

export type LikeWallPostMutation = {
  likeWallPost: { id: string; likedByMe: boolean; stats: { like: number } };
};

export type UnlikeWallPostMutationVariables = Exact<{
  wallPostId: string | number;
}>;

export type UnlikeWallPostMutation = {
  unlikeWallPost: { id: string; likedByMe: boolean; stats: { like: number } };
};

export type DailyChestFieldsFragment = {
  status: DailyChestStatus;
  rarity: string | null;
  position: number | null;
  totalSessionTime: number | null;
  openedAt: string | null;
  nextChestAt: string | null;
  unlock: {
    accountOldEnoughAt: string | null;
    activityNeeded: boolean;
    minXpEarned: number;
    minMissionsCompleted: number;
    verifiedEmailCounts: boolean;
  } | null;
};

export type DailyChestQueryVariables = Exact<{ [key: string]: never }>;

export type DailyChestQuery = {
  dailyChest: {
    status: DailyChestStatus;
    rarity: string | null;
    position: number | null;
    totalSessionTime: number | null;
    openedAt: string | null;
    nextChestAt: string | null;
    unlock: {
      accountOldEnoughAt: string | null;
      activityNeeded: boolean;
      minXpEarned: number;
      minMissionsCompleted: number;
      verifiedEmailCounts: boolean;
    } | null;
  } | null;
};

export type SearchDailyChestMutationVariables = Exact<{
  fetchCount: number;
}>;

export type SearchDailyChestMutation = {
  searchDailyChest: {
    status: DailyChestStatus;
    rarity: string | null;
    position: number | null;
    totalSessionTime: number | null;
    openedAt: string | null;
    nextChestAt: string | null;
    unlock: {
      accountOldEnoughAt: string | null;
      activityNeeded: boolean;
      minXpEarned: number;
      minMissionsCompleted: number;
      verifiedEmailCounts: boolean;
    } | null;
  };
};

export type OpenDailyChestMutationVariables = Exact<{ [key: string]: never }>;

export type OpenDailyChestMutation = {
  openDailyChest: {
    id: string;
    chestType: string;
    openedAt: string;
    rewards: Array<{
      itemKey: string;
      amount: number;
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
  };
};

export type BuyLegendaryChestMutationVariables = Exact<{ [key: string]: never }>;

export type BuyLegendaryChestMutation = {
  buyLegendaryChest: Array<{
    itemKey: string;
    amount: number;
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
};

export type WeeklyClaimableGoldQueryVariables = Exact<{ [key: string]: never }>;

export type WeeklyClaimableGoldQuery = {
  weeklyClaimableGold: { claimableAmount: number; week: string };
};

export type ClaimWeeklyGoldMutationVariables = Exact<{ [key: string]: never }>;

export type ClaimWeeklyGoldMutation = { claimWeeklyGold: { claimedAmount: number } };

export type WalletConnectionFieldsFragment = {
  signer: string;
  address: string;
  walletConnectionType: string | null;
  chainId: number;
  connectedAt: string;
};

export type UserWalletFieldsFragment = {
  address: string;
  createdAt: string;
  lastWalletConnection: {
    signer: string;
    address: string;
    walletConnectionType: string | null;
    chainId: number;
    connectedAt: string;
  } | null;
  connections: Array<{
    signer: string;
    address: string;
    walletConnectionType: string | null;
    chainId: number;
    connectedAt: string;
  }>;
};

export type MyWalletsQueryVariables = Exact<{ [key: string]: never }>;

export type MyWalletsQuery = {
  myWallets: Array<{
    address: string;
    createdAt: string;
    lastWalletConnection: {
      signer: string;
      address: string;
      walletConnectionType: string | null;
      chainId: number;
      connectedAt: string;
    } | null;
    connections: Array<{
      signer: string;
      address: string;
      walletConnectionType: string | null;
      chainId: number;
      connectedAt: string;
    }>;
  }>;
};

export type WalletChallengeMutationVariables = Exact<{
  address: string;
  chainId: number;
}>;

export type WalletChallengeMutation = {
  walletChallenge: { message: string; nonce: string; expiresAt: string };
};

export type ConnectWalletMutationVariables = Exact<{
  message: string;
  signature: string;
  walletConnectionType?: string | null | undefined;
}>;

export type ConnectWalletMutation = {
  connectWallet: {
    address: string;
    createdAt: string;
    lastWalletConnection: {
      signer: string;
      address: string;
      walletConnectionType: string | null;
      chainId: number;
      connectedAt: string;
    } | null;
    connections: Array<{
      signer: string;
      address: string;
      walletConnectionType: string | null;
      chainId: number;
      connectedAt: string;
    }>;
  };
};

export type SignInWithWalletMutationVariables = Exact<{
  message: string;
  signature: string;
}>;

export type SignInWithWalletMutation = {
  signInWithWallet: {
    token: string;
    userId: string;
    accessToken: string;
    accessTokenExpiresAt: string;
    isNewUser: boolean;
  };
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
export const UserReservationFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserReservationFields on UserReservation {
  id
  collectionId
  stage
  reservedAt
  reservationExpiredAt
  state
  offchainAction {
    actionType
    scheduledAt
    pendingDisplay
  }
  mintTxHash
}
    `,
  { fragmentName: 'UserReservationFields' },
) as unknown as TypedDocumentString<UserReservationFieldsFragment, unknown>;
export const LaunchpadCollectionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment LaunchpadCollectionFields on LaunchpadCollection {
  id
  slug
  name
  description
  imagePath
  chainId
  releasedAt
  endAt
  listPrice
  maxSupply
  mintedCount
  reservedCount
  priority
  contractType
  offchainActionType
  weeklyGoldBonus
  badgeItemKey
  collectionGroups
  events {
    startAt
    endAt
    whitelistConfig {
      registrationStartedAt
      registrationEndedAt
    }
  }
  status
  isSoldOut
  soldFraction
}
    `,
  { fragmentName: 'LaunchpadCollectionFields' },
) as unknown as TypedDocumentString<LaunchpadCollectionFieldsFragment, unknown>;
export const PanelMissionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment PanelMissionFields on Mission {
  id
  key
  title
  description
  gameKey
  targetValue
}
    `,
  { fragmentName: 'PanelMissionFields' },
) as unknown as TypedDocumentString<PanelMissionFieldsFragment, unknown>;
export const RewardItemFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment RewardItemFields on RewardItem {
  itemKey
  amount
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
  { fragmentName: 'RewardItemFields' },
) as unknown as TypedDocumentString<RewardItemFieldsFragment, unknown>;
export const UserMissionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserMissionFields on UserMission {
  id
  missionId
  period
  progress
  startedAt
  completedAt
  rewardCollectedAt
}
    `,
  { fragmentName: 'UserMissionFields' },
) as unknown as TypedDocumentString<UserMissionFieldsFragment, unknown>;
export const UserChallengeFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserChallengeFields on UserChallenge {
  id
  challengeId
  stage
  challengeStakeId
  startedAt
  endsAt
  completedAt
  failedAt
  cancelledAt
  rewardReadyAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    isPassed
    progress
    targetValue
  }
}
    `,
  { fragmentName: 'UserChallengeFields' },
) as unknown as TypedDocumentString<UserChallengeFieldsFragment, unknown>;
export const PanelChallengeFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment PanelChallengeFields on Challenge {
  id
  key
  type
  title
  description
  imagePath
  gameKey
  autoStart
  battlePassId
  battlePassLevel
  stages {
    id
    stage
    startAt
    endAt
    duration
    missions {
      ...PanelMissionFields
      rewards {
        ...RewardItemFields
      }
      userMission {
        ...UserMissionFields
      }
    }
    stakes {
      id
      rewards {
        ...RewardItemFields
      }
    }
  }
  userChallenges {
    ...UserChallengeFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment UserMissionFields on UserMission {
  id
  missionId
  period
  progress
  startedAt
  completedAt
  rewardCollectedAt
}
fragment PanelMissionFields on Mission {
  id
  key
  title
  description
  gameKey
  targetValue
}
fragment UserChallengeFields on UserChallenge {
  id
  challengeId
  stage
  challengeStakeId
  startedAt
  endsAt
  completedAt
  failedAt
  cancelledAt
  rewardReadyAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    isPassed
    progress
    targetValue
  }
}`,
  { fragmentName: 'PanelChallengeFields' },
) as unknown as TypedDocumentString<PanelChallengeFieldsFragment, unknown>;
export const InventoryChestOpeningFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment InventoryChestOpeningFields on ChestOpening {
  id
  chestType
  period
  seedHash
  counter
  openedAt
  rewards {
    ...RewardItemFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`,
  { fragmentName: 'InventoryChestOpeningFields' },
) as unknown as TypedDocumentString<InventoryChestOpeningFieldsFragment, unknown>;
export const ConnectedAccountFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ConnectedAccountFields on ConnectedAccount {
  provider
  displayName
  connectedAt
}
    `,
  { fragmentName: 'ConnectedAccountFields' },
) as unknown as TypedDocumentString<ConnectedAccountFieldsFragment, unknown>;
export const UserNotificationFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserNotificationFields on UserNotification {
  id
  notificationType
  readAt
  completedAt
  createdAt
  metadata {
    itemKey
    difference
    level
    battlePassId
    userChallengeId
    userMissionId
  }
}
    `,
  { fragmentName: 'UserNotificationFields' },
) as unknown as TypedDocumentString<UserNotificationFieldsFragment, unknown>;
export const UserBattlePassStateFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserBattlePassStateFields on UserBattlePassState {
  battlePassId
  xp
  level
  currLevelXp
  nextLevel
  nextLevelXp
  levelProgress
  xpLevel
  blockingSpecialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
  premiumState {
    hasPremium
    quantity
  }
  booster {
    hasBooster
    endAtDate
    boosterItemKey
  }
  xpMultiplier
}
    `,
  { fragmentName: 'UserBattlePassStateFields' },
) as unknown as TypedDocumentString<UserBattlePassStateFieldsFragment, unknown>;
export const GrantedItemFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment GrantedItemFields on GrantedItem {
  itemKey
  amount
  item {
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
}`,
  { fragmentName: 'GrantedItemFields' },
) as unknown as TypedDocumentString<GrantedItemFieldsFragment, unknown>;
export const LevelChallengeStageFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment LevelChallengeStageFields on ChallengeStage {
  id
  startAt
  endAt
  duration
  challenge {
    id
    title
  }
  missions {
    id
    title
    targetValue
  }
}
    `,
  { fragmentName: 'LevelChallengeStageFields' },
) as unknown as TypedDocumentString<LevelChallengeStageFieldsFragment, unknown>;
export const LevelUserChallengeFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment LevelUserChallengeFields on UserChallenge {
  id
  startedAt
  endsAt
  completedAt
  failedAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    progress
    targetValue
  }
}
    `,
  { fragmentName: 'LevelUserChallengeFields' },
) as unknown as TypedDocumentString<LevelUserChallengeFieldsFragment, unknown>;
export const ItemTransactionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ItemTransactionFields on ItemTransaction {
  txId
  status
  itemKey
  quantity
  paymentType
  currency
  createdAt
}
    `,
  { fragmentName: 'ItemTransactionFields' },
) as unknown as TypedDocumentString<ItemTransactionFieldsFragment, unknown>;
export const RewardHistoryEntryFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment RewardHistoryEntryFields on RewardHistoryEntry {
  id
  type
  itemKey
  amount
  source
  createdAt
  item {
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
}`,
  { fragmentName: 'RewardHistoryEntryFields' },
) as unknown as TypedDocumentString<RewardHistoryEntryFieldsFragment, unknown>;
export const RewardCampaignFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment RewardCampaignFields on RewardCampaign {
  id
  key
  name
  type
  currency
  rewardAmount
  rewardQuotaPerUser
  startAt
  endAt
  chestCount
}
    `,
  { fragmentName: 'RewardCampaignFields' },
) as unknown as TypedDocumentString<RewardCampaignFieldsFragment, unknown>;
export const RedeemableCodeFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment RedeemableCodeFields on RedeemableCode {
  id
  groupKey
  code
  grantedAt
  assignedAt
  item {
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
}`,
  { fragmentName: 'RedeemableCodeFields' },
) as unknown as TypedDocumentString<RedeemableCodeFieldsFragment, unknown>;
export const DailyChestFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment DailyChestFields on DailyChest {
  status
  rarity
  position
  totalSessionTime
  openedAt
  nextChestAt
  unlock {
    accountOldEnoughAt
    activityNeeded
    minXpEarned
    minMissionsCompleted
    verifiedEmailCounts
  }
}
    `,
  { fragmentName: 'DailyChestFields' },
) as unknown as TypedDocumentString<DailyChestFieldsFragment, unknown>;
export const WalletConnectionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment WalletConnectionFields on WalletConnection {
  signer
  address
  walletConnectionType
  chainId
  connectedAt
}
    `,
  { fragmentName: 'WalletConnectionFields' },
) as unknown as TypedDocumentString<WalletConnectionFieldsFragment, unknown>;
export const UserWalletFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment UserWalletFields on UserWallet {
  address
  createdAt
  lastWalletConnection {
    ...WalletConnectionFields
  }
  connections {
    ...WalletConnectionFields
  }
}
    fragment WalletConnectionFields on WalletConnection {
  signer
  address
  walletConnectionType
  chainId
  connectedAt
}`,
  { fragmentName: 'UserWalletFields' },
) as unknown as TypedDocumentString<UserWalletFieldsFragment, unknown>;
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
export const FeaturedCollectionsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query FeaturedCollections {
  featuredCollections {
    ...LaunchpadCollectionFields
  }
}
    fragment LaunchpadCollectionFields on LaunchpadCollection {
  id
  slug
  name
  description
  imagePath
  chainId
  releasedAt
  endAt
  listPrice
  maxSupply
  mintedCount
  reservedCount
  priority
  contractType
  offchainActionType
  weeklyGoldBonus
  badgeItemKey
  collectionGroups
  events {
    startAt
    endAt
    whitelistConfig {
      registrationStartedAt
      registrationEndedAt
    }
  }
  status
  isSoldOut
  soldFraction
}`) as unknown as TypedDocumentString<FeaturedCollectionsQuery, FeaturedCollectionsQueryVariables>;
export const LaunchpadCollectionDocument = /* @__PURE__ */ new TypedDocumentString(`
    query LaunchpadCollection($slug: String!) {
  launchpadCollection(slug: $slug) {
    ...LaunchpadCollectionFields
    reserveLimitPerPlayer
    mintLimitPerPlayer
    launchpadCollectionMissions {
      isPassed
      mission {
        id
        title
        description
        targetValue
        userMission {
          id
          progress
          completedAt
        }
      }
    }
    userLaunchpadCollection {
      isLocked
      state
      reservedCount
      mintedCount
      reservation {
        ...UserReservationFields
      }
    }
  }
}
    fragment UserReservationFields on UserReservation {
  id
  collectionId
  stage
  reservedAt
  reservationExpiredAt
  state
  offchainAction {
    actionType
    scheduledAt
    pendingDisplay
  }
  mintTxHash
}
fragment LaunchpadCollectionFields on LaunchpadCollection {
  id
  slug
  name
  description
  imagePath
  chainId
  releasedAt
  endAt
  listPrice
  maxSupply
  mintedCount
  reservedCount
  priority
  contractType
  offchainActionType
  weeklyGoldBonus
  badgeItemKey
  collectionGroups
  events {
    startAt
    endAt
    whitelistConfig {
      registrationStartedAt
      registrationEndedAt
    }
  }
  status
  isSoldOut
  soldFraction
}`) as unknown as TypedDocumentString<LaunchpadCollectionQuery, LaunchpadCollectionQueryVariables>;
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
export const BattlePassSettingsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BattlePassSettings($group: String!, $key: String) {
  battlePass(group: $group, key: $key) {
    ...BattlePassSettingsFields
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
}`) as unknown as TypedDocumentString<BattlePassSettingsQuery, BattlePassSettingsQueryVariables>;
export const MissionsPanelDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MissionsPanel($group: String!, $key: String, $date: String!, $battlePassId: ID, $types: [ChallengeType!]) {
  dailyMissions(group: $group, key: $key, date: $date) {
    day
    completed
    total
    missions {
      progress
      isPassed
      isCollectedReward
      userMission {
        ...UserMissionFields
      }
      mission {
        ...PanelMissionFields
        rewards {
          ...RewardItemFields
        }
      }
    }
  }
  challenges(types: $types, battlePassId: $battlePassId) {
    ...PanelChallengeFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment UserMissionFields on UserMission {
  id
  missionId
  period
  progress
  startedAt
  completedAt
  rewardCollectedAt
}
fragment PanelMissionFields on Mission {
  id
  key
  title
  description
  gameKey
  targetValue
}
fragment UserChallengeFields on UserChallenge {
  id
  challengeId
  stage
  challengeStakeId
  startedAt
  endsAt
  completedAt
  failedAt
  cancelledAt
  rewardReadyAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    isPassed
    progress
    targetValue
  }
}
fragment PanelChallengeFields on Challenge {
  id
  key
  type
  title
  description
  imagePath
  gameKey
  autoStart
  battlePassId
  battlePassLevel
  stages {
    id
    stage
    startAt
    endAt
    duration
    missions {
      ...PanelMissionFields
      rewards {
        ...RewardItemFields
      }
      userMission {
        ...UserMissionFields
      }
    }
    stakes {
      id
      rewards {
        ...RewardItemFields
      }
    }
  }
  userChallenges {
    ...UserChallengeFields
  }
}`) as unknown as TypedDocumentString<MissionsPanelQuery, MissionsPanelQueryVariables>;
export const AdventCalendarDocument = /* @__PURE__ */ new TypedDocumentString(`
    query AdventCalendar($year: Int) {
  adventCalendar(year: $year) {
    ...PanelChallengeFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment UserMissionFields on UserMission {
  id
  missionId
  period
  progress
  startedAt
  completedAt
  rewardCollectedAt
}
fragment PanelMissionFields on Mission {
  id
  key
  title
  description
  gameKey
  targetValue
}
fragment UserChallengeFields on UserChallenge {
  id
  challengeId
  stage
  challengeStakeId
  startedAt
  endsAt
  completedAt
  failedAt
  cancelledAt
  rewardReadyAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    isPassed
    progress
    targetValue
  }
}
fragment PanelChallengeFields on Challenge {
  id
  key
  type
  title
  description
  imagePath
  gameKey
  autoStart
  battlePassId
  battlePassLevel
  stages {
    id
    stage
    startAt
    endAt
    duration
    missions {
      ...PanelMissionFields
      rewards {
        ...RewardItemFields
      }
      userMission {
        ...UserMissionFields
      }
    }
    stakes {
      id
      rewards {
        ...RewardItemFields
      }
    }
  }
  userChallenges {
    ...UserChallengeFields
  }
}`) as unknown as TypedDocumentString<AdventCalendarQuery, AdventCalendarQueryVariables>;
export const PendingChallengeRewardsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PendingChallengeRewards {
  pendingChallengeRewards {
    id
    challengeId
  }
}
    `) as unknown as TypedDocumentString<
  PendingChallengeRewardsQuery,
  PendingChallengeRewardsQueryVariables
>;
export const EnrollChallengeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation EnrollChallenge($challengeId: ID!, $challengeStakeId: ID, $trackingData: JSON) {
  enrollChallenge(
    challengeId: $challengeId
    challengeStakeId: $challengeStakeId
    trackingData: $trackingData
  )
}
    `) as unknown as TypedDocumentString<EnrollChallengeMutation, EnrollChallengeMutationVariables>;
export const StartChallengeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation StartChallenge($challengeId: ID!, $challengeStakeId: ID) {
  startChallenge(challengeId: $challengeId, challengeStakeId: $challengeStakeId) {
    ...UserChallengeFields
  }
}
    fragment UserChallengeFields on UserChallenge {
  id
  challengeId
  stage
  challengeStakeId
  startedAt
  endsAt
  completedAt
  failedAt
  cancelledAt
  rewardReadyAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    isPassed
    progress
    targetValue
  }
}`) as unknown as TypedDocumentString<StartChallengeMutation, StartChallengeMutationVariables>;
export const CancelChallengeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CancelChallenge($challengeId: ID!, $challengeStakeId: ID) {
  cancelChallenge(challengeId: $challengeId, challengeStakeId: $challengeStakeId)
}
    `) as unknown as TypedDocumentString<CancelChallengeMutation, CancelChallengeMutationVariables>;
export const CollectChallengeRewardDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CollectChallengeReward($challengeId: ID!, $challengeStakeId: ID) {
  collectChallengeReward(
    challengeId: $challengeId
    challengeStakeId: $challengeStakeId
  ) {
    ...RewardItemFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`) as unknown as TypedDocumentString<
  CollectChallengeRewardMutation,
  CollectChallengeRewardMutationVariables
>;
export const StartMissionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation StartMission($missionId: ID!, $attribution: String!, $trackingData: MissionTrackingData) {
  startMission(
    missionId: $missionId
    attribution: $attribution
    trackingData: $trackingData
  )
}
    `) as unknown as TypedDocumentString<StartMissionMutation, StartMissionMutationVariables>;
export const CollectMissionRewardDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CollectMissionReward($userMissionId: ID!, $attribution: String) {
  collectMissionReward(userMissionId: $userMissionId, attribution: $attribution) {
    ...RewardItemFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`) as unknown as TypedDocumentString<
  CollectMissionRewardMutation,
  CollectMissionRewardMutationVariables
>;
export const BatchCollectChallengeRewardsDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation BatchCollectChallengeRewards($userChallengeIds: [ID!]!) {
  batchCollectChallengeRewards(userChallengeIds: $userChallengeIds) {
    userChallengeId
    challengeId
    rewards {
      ...RewardItemFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`) as unknown as TypedDocumentString<
  BatchCollectChallengeRewardsMutation,
  BatchCollectChallengeRewardsMutationVariables
>;
export const UserMissionChangedDocument = /* @__PURE__ */ new TypedDocumentString(`
    subscription UserMissionChanged {
  userMissionChanged {
    ...UserMissionFields
  }
}
    fragment UserMissionFields on UserMission {
  id
  missionId
  period
  progress
  startedAt
  completedAt
  rewardCollectedAt
}`) as unknown as TypedDocumentString<
  UserMissionChangedSubscription,
  UserMissionChangedSubscriptionVariables
>;
export const InventoryChestOddsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query InventoryChestOdds($chestType: String!) {
  chestOdds(chestType: $chestType) {
    chestType
    rolls
    item {
      ...ItemFields
    }
    guaranteed {
      itemKey
      amount
      item {
        ...ItemFields
      }
    }
    drops {
      itemKey
      minAmount
      maxAmount
      probability
      item {
        ...ItemFields
      }
    }
    totals {
      itemKey
      minTotal
      maxTotal
      guaranteed
      item {
        ...ItemFields
      }
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
}`) as unknown as TypedDocumentString<InventoryChestOddsQuery, InventoryChestOddsQueryVariables>;
export const OpenInventoryChestDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpenInventoryChest($itemKey: String!) {
  openChest(itemKey: $itemKey) {
    ...InventoryChestOpeningFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment InventoryChestOpeningFields on ChestOpening {
  id
  chestType
  period
  seedHash
  counter
  openedAt
  rewards {
    ...RewardItemFields
  }
}`) as unknown as TypedDocumentString<
  OpenInventoryChestMutation,
  OpenInventoryChestMutationVariables
>;
export const MyChestOpeningsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MyChestOpenings($limit: Int, $offset: Int) {
  myChestOpenings(limit: $limit, offset: $offset) {
    ...InventoryChestOpeningFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}
fragment InventoryChestOpeningFields on ChestOpening {
  id
  chestType
  period
  seedHash
  counter
  openedAt
  rewards {
    ...RewardItemFields
  }
}`) as unknown as TypedDocumentString<MyChestOpeningsQuery, MyChestOpeningsQueryVariables>;
export const ChestSeedPeriodsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ChestSeedPeriods($limit: Int) {
  chestSeedPeriods(limit: $limit) {
    period
    seedHash
    seed
    revealedAt
  }
}
    `) as unknown as TypedDocumentString<ChestSeedPeriodsQuery, ChestSeedPeriodsQueryVariables>;
export const MyConnectedAccountsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MyConnectedAccounts {
  myConnectedAccounts {
    ...ConnectedAccountFields
  }
}
    fragment ConnectedAccountFields on ConnectedAccount {
  provider
  displayName
  connectedAt
}`) as unknown as TypedDocumentString<MyConnectedAccountsQuery, MyConnectedAccountsQueryVariables>;
export const DisconnectSocialAccountDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation DisconnectSocialAccount($provider: String!) {
  disconnectSocialAccount(provider: $provider) {
    ...ConnectedAccountFields
  }
}
    fragment ConnectedAccountFields on ConnectedAccount {
  provider
  displayName
  connectedAt
}`) as unknown as TypedDocumentString<
  DisconnectSocialAccountMutation,
  DisconnectSocialAccountMutationVariables
>;
export const UserReservationsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserReservations($collectionId: ID!) {
  userReservations(collectionId: $collectionId) {
    ...UserReservationFields
  }
}
    fragment UserReservationFields on UserReservation {
  id
  collectionId
  stage
  reservedAt
  reservationExpiredAt
  state
  offchainAction {
    actionType
    scheduledAt
    pendingDisplay
  }
  mintTxHash
}`) as unknown as TypedDocumentString<UserReservationsQuery, UserReservationsQueryVariables>;
export const UserMintedAssetsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserMintedAssets {
  userMintedAssets {
    id
    collectionId
    chainId
    tokenId
    txHash
    walletAddress
    createdAt
    collection {
      id
      slug
      name
      imagePath
    }
  }
}
    `) as unknown as TypedDocumentString<UserMintedAssetsQuery, UserMintedAssetsQueryVariables>;
export const CollectionHoldingsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CollectionHoldings($itemKey: String!) {
  userItems(itemKey: $itemKey) {
    itemKey
    quantity
    item {
      name
    }
  }
  chainTokens(itemKey: $itemKey) {
    collectionId
    chainId
    contractAddress
    tokenId
    txHash
    mintedAt
  }
}
    `) as unknown as TypedDocumentString<CollectionHoldingsQuery, CollectionHoldingsQueryVariables>;
export const ReserveCollectionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ReserveCollection($collectionId: ID!) {
  reserveCollection(collectionId: $collectionId) {
    ...UserReservationFields
  }
}
    fragment UserReservationFields on UserReservation {
  id
  collectionId
  stage
  reservedAt
  reservationExpiredAt
  state
  offchainAction {
    actionType
    scheduledAt
    pendingDisplay
  }
  mintTxHash
}`) as unknown as TypedDocumentString<
  ReserveCollectionMutation,
  ReserveCollectionMutationVariables
>;
export const MintReservationDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation MintReservation($reservationId: ID!) {
  mintReservation(reservationId: $reservationId) {
    reservation {
      ...UserReservationFields
    }
    voucher {
      contractAddress
      chainId
      to
      tokenId
      expiresAt
      signature
    }
  }
}
    fragment UserReservationFields on UserReservation {
  id
  collectionId
  stage
  reservedAt
  reservationExpiredAt
  state
  offchainAction {
    actionType
    scheduledAt
    pendingDisplay
  }
  mintTxHash
}`) as unknown as TypedDocumentString<MintReservationMutation, MintReservationMutationVariables>;
export const ConfirmMintDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ConfirmMint($reservationId: ID!, $txHash: String!) {
  confirmMint(reservationId: $reservationId, txHash: $txHash) {
    id
    collectionId
    chainId
    tokenId
    txHash
    walletAddress
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConfirmMintMutation, ConfirmMintMutationVariables>;
export const UserNotificationsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserNotifications($types: [NotificationType!], $unreadOnly: Boolean, $limit: Int) {
  userNotifications(types: $types, unreadOnly: $unreadOnly, limit: $limit) {
    ...UserNotificationFields
  }
}
    fragment UserNotificationFields on UserNotification {
  id
  notificationType
  readAt
  completedAt
  createdAt
  metadata {
    itemKey
    difference
    level
    battlePassId
    userChallengeId
    userMissionId
  }
}`) as unknown as TypedDocumentString<UserNotificationsQuery, UserNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [ID!]!) {
  markNotificationsRead(ids: $ids) {
    ...UserNotificationFields
  }
}
    fragment UserNotificationFields on UserNotification {
  id
  notificationType
  readAt
  completedAt
  createdAt
  metadata {
    itemKey
    difference
    level
    battlePassId
    userChallengeId
    userMissionId
  }
}`) as unknown as TypedDocumentString<
  MarkNotificationsReadMutation,
  MarkNotificationsReadMutationVariables
>;
export const MarkNotificationsCompletedDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation MarkNotificationsCompleted($ids: [ID!]!) {
  markNotificationsCompleted(ids: $ids) {
    ...UserNotificationFields
  }
}
    fragment UserNotificationFields on UserNotification {
  id
  notificationType
  readAt
  completedAt
  createdAt
  metadata {
    itemKey
    difference
    level
    battlePassId
    userChallengeId
    userMissionId
  }
}`) as unknown as TypedDocumentString<
  MarkNotificationsCompletedMutation,
  MarkNotificationsCompletedMutationVariables
>;
export const UserNotificationChangedDocument = /* @__PURE__ */ new TypedDocumentString(`
    subscription UserNotificationChanged {
  userNotificationChanged {
    ...UserNotificationFields
  }
}
    fragment UserNotificationFields on UserNotification {
  id
  notificationType
  readAt
  completedAt
  createdAt
  metadata {
    itemKey
    difference
    level
    battlePassId
    userChallengeId
    userMissionId
  }
}`) as unknown as TypedDocumentString<
  UserNotificationChangedSubscription,
  UserNotificationChangedSubscriptionVariables
>;
export const UserBalanceChangedDocument = /* @__PURE__ */ new TypedDocumentString(`
    subscription UserBalanceChanged {
  userBalanceChanged {
    itemKey
    amount
    battlePassId
  }
}
    `) as unknown as TypedDocumentString<
  UserBalanceChangedSubscription,
  UserBalanceChangedSubscriptionVariables
>;
export const ProfilePicPathDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProfilePicPath($id: ID!) {
  profilePicPath(id: $id)
}
    `) as unknown as TypedDocumentString<ProfilePicPathQuery, ProfilePicPathQueryVariables>;
export const UserBattlePassStateDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserBattlePassState($group: String!, $key: String) {
  userBattlePassState(group: $group, key: $key) {
    ...UserBattlePassStateFields
  }
}
    fragment UserBattlePassStateFields on UserBattlePassState {
  battlePassId
  xp
  level
  currLevelXp
  nextLevel
  nextLevelXp
  levelProgress
  xpLevel
  blockingSpecialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
  premiumState {
    hasPremium
    quantity
  }
  booster {
    hasBooster
    endAtDate
    boosterItemKey
  }
  xpMultiplier
}`) as unknown as TypedDocumentString<UserBattlePassStateQuery, UserBattlePassStateQueryVariables>;
export const BattlePassLevelsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BattlePassLevels($battlePassId: ID!) {
  battlePassLevels(battlePassId: $battlePassId) {
    level
    basicCollectedAt
    premiumCollectedAt
    basicRewards {
      id
      collectedAt
    }
    premiumRewards {
      id
      collectedAt
    }
    free {
      ...LevelChallengeStageFields
    }
    freeUserChallenge {
      ...LevelUserChallengeFields
    }
    premium {
      ...LevelChallengeStageFields
    }
    premiumUserChallenge {
      ...LevelUserChallengeFields
    }
  }
}
    fragment LevelChallengeStageFields on ChallengeStage {
  id
  startAt
  endAt
  duration
  challenge {
    id
    title
  }
  missions {
    id
    title
    targetValue
  }
}
fragment LevelUserChallengeFields on UserChallenge {
  id
  startedAt
  endsAt
  completedAt
  failedAt
  rewardCollectedAt
  userChallengeMissions {
    missionId
    progress
    targetValue
  }
}`) as unknown as TypedDocumentString<BattlePassLevelsQuery, BattlePassLevelsQueryVariables>;
export const DailyMissionsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query DailyMissions($group: String!, $key: String, $date: String!) {
  dailyMissions(group: $group, key: $key, date: $date) {
    completed
    total
  }
}
    `) as unknown as TypedDocumentString<DailyMissionsQuery, DailyMissionsQueryVariables>;
export const UserItemsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserItems {
  userItems {
    itemKey
    quantity
    item {
      ...ItemFields
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
}`) as unknown as TypedDocumentString<UserItemsQuery, UserItemsQueryVariables>;
export const ClaimBattlePassRewardDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ClaimBattlePassReward($rewardId: ID!) {
  claimBattlePassReward(rewardId: $rewardId) {
    reward {
      id
      itemKey
      collectedAt
    }
    collectedAt
    granted {
      ...GrantedItemFields
    }
    state {
      ...UserBattlePassStateFields
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
fragment UserBattlePassStateFields on UserBattlePassState {
  battlePassId
  xp
  level
  currLevelXp
  nextLevel
  nextLevelXp
  levelProgress
  xpLevel
  blockingSpecialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
  premiumState {
    hasPremium
    quantity
  }
  booster {
    hasBooster
    endAtDate
    boosterItemKey
  }
  xpMultiplier
}
fragment GrantedItemFields on GrantedItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
}`) as unknown as TypedDocumentString<
  ClaimBattlePassRewardMutation,
  ClaimBattlePassRewardMutationVariables
>;
export const ClaimBattlePassRewardsDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ClaimBattlePassRewards($battlePassId: ID!, $track: RewardTrack!) {
  claimBattlePassRewards(battlePassId: $battlePassId, track: $track) {
    rewards {
      id
      itemKey
      collectedAt
    }
    granted {
      ...GrantedItemFields
    }
    state {
      ...UserBattlePassStateFields
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
fragment UserBattlePassStateFields on UserBattlePassState {
  battlePassId
  xp
  level
  currLevelXp
  nextLevel
  nextLevelXp
  levelProgress
  xpLevel
  blockingSpecialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
  premiumState {
    hasPremium
    quantity
  }
  booster {
    hasBooster
    endAtDate
    boosterItemKey
  }
  xpMultiplier
}
fragment GrantedItemFields on GrantedItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
}`) as unknown as TypedDocumentString<
  ClaimBattlePassRewardsMutation,
  ClaimBattlePassRewardsMutationVariables
>;
export const BypassSpecialMissionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation BypassSpecialMission($specialMissionId: ID!) {
  bypassSpecialMission(specialMissionId: $specialMissionId) {
    ...UserBattlePassStateFields
  }
}
    fragment UserBattlePassStateFields on UserBattlePassState {
  battlePassId
  xp
  level
  currLevelXp
  nextLevel
  nextLevelXp
  levelProgress
  xpLevel
  blockingSpecialMission {
    id
    challengeId
    title
    description
    targetLevel
    snowflakeBypassCost
  }
  premiumState {
    hasPremium
    quantity
  }
  booster {
    hasBooster
    endAtDate
    boosterItemKey
  }
  xpMultiplier
}`) as unknown as TypedDocumentString<
  BypassSpecialMissionMutation,
  BypassSpecialMissionMutationVariables
>;
export const UserItemLogsDocument = /* @__PURE__ */ new TypedDocumentString(`
    subscription UserItemLogs($itemKey: String) {
  userItemLogs(itemKey: $itemKey) {
    id
    itemKey
    delta
    reason
    battlePassId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<
  UserItemLogsSubscription,
  UserItemLogsSubscriptionVariables
>;
export const UserItemTransactionDocument = /* @__PURE__ */ new TypedDocumentString(`
    subscription UserItemTransaction($txId: ID!) {
  userItemTransaction(txId: $txId) {
    ...ItemTransactionFields
  }
}
    fragment ItemTransactionFields on ItemTransaction {
  txId
  status
  itemKey
  quantity
  paymentType
  currency
  createdAt
}`) as unknown as TypedDocumentString<
  UserItemTransactionSubscription,
  UserItemTransactionSubscriptionVariables
>;
export const PurchaseShopItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation PurchaseShopItem($input: PurchaseShopItemInput!) {
  purchaseShopItem(input: $input) {
    txId
    status
    signedRequest {
      chainId
      to
      data
      value
      gasLimit
      type
    }
    stripe {
      status
      clientSecret
    }
  }
}
    `) as unknown as TypedDocumentString<
  PurchaseShopItemMutation,
  PurchaseShopItemMutationVariables
>;
export const SubmitCryptoTransactionHashDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SubmitCryptoTransactionHash($txHash: String!, $txId: ID!) {
  submitCryptoTransactionHash(txHash: $txHash, txId: $txId) {
    txId
    status
  }
}
    `) as unknown as TypedDocumentString<
  SubmitCryptoTransactionHashMutation,
  SubmitCryptoTransactionHashMutationVariables
>;
export const UserItemTransactionStatusDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UserItemTransactionStatus($txId: ID!) {
  userItemTransaction(txId: $txId) {
    txId
    status
  }
}
    `) as unknown as TypedDocumentString<
  UserItemTransactionStatusQuery,
  UserItemTransactionStatusQueryVariables
>;
export const PaymentSettingsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PaymentSettings {
  paymentSettings {
    cardPublishableKey
    cryptoChains {
      chainId
      name
      currencySymbol
      rpcUrl
    }
    devWallet {
      address
      chainId
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const MyReferralsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MyReferrals {
  myReferrals {
    referralCode
    referrals {
      id
      friendName
      friendDiscriminator
      state
      refusedReason
      battlePassLevel
      rewardType
      rewardAmount
      signedUpAt
      qualifiedAt
      rewardedAt
      refusedAt
    }
    counts {
      total
      pending
      qualified
      rewarded
      refused
    }
    program {
      rewardType
      rewardAmount
      rewardQuotaPerUser
      battlePassLevel
      qualifyWithinDays
    }
  }
}
    `) as unknown as TypedDocumentString<MyReferralsQuery, MyReferralsQueryVariables>;
export const RewardHistoryDocument = /* @__PURE__ */ new TypedDocumentString(`
    query RewardHistory($limit: Int, $offset: Int) {
  rewardHistory(limit: $limit, offset: $offset) {
    total
    entries {
      ...RewardHistoryEntryFields
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
fragment RewardHistoryEntryFields on RewardHistoryEntry {
  id
  type
  itemKey
  amount
  source
  createdAt
  item {
    ...ItemFields
  }
}`) as unknown as TypedDocumentString<RewardHistoryQuery, RewardHistoryQueryVariables>;
export const RewardCampaignsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query RewardCampaigns {
  rewardCampaigns {
    ...RewardCampaignFields
  }
}
    fragment RewardCampaignFields on RewardCampaign {
  id
  key
  name
  type
  currency
  rewardAmount
  rewardQuotaPerUser
  startAt
  endAt
  chestCount
}`) as unknown as TypedDocumentString<RewardCampaignsQuery, RewardCampaignsQueryVariables>;
export const ClaimableBadgeGoldsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ClaimableBadgeGolds {
  claimableBadgeGolds {
    claimableAmount
    badges {
      itemKey
      amount
      item {
        ...ItemFields
      }
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
}`) as unknown as TypedDocumentString<ClaimableBadgeGoldsQuery, ClaimableBadgeGoldsQueryVariables>;
export const ClaimBadgeGoldsDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ClaimBadgeGolds {
  claimBadgeGolds {
    claimedAmount
  }
}
    `) as unknown as TypedDocumentString<ClaimBadgeGoldsMutation, ClaimBadgeGoldsMutationVariables>;
export const MyRedeemableCodesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MyRedeemableCodes($limit: Int, $offset: Int) {
  myRedeemableCodes(limit: $limit, offset: $offset) {
    ...RedeemableCodeFields
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
fragment RedeemableCodeFields on RedeemableCode {
  id
  groupKey
  code
  grantedAt
  assignedAt
  item {
    ...ItemFields
  }
}`) as unknown as TypedDocumentString<MyRedeemableCodesQuery, MyRedeemableCodesQueryVariables>;
export const RedeemableCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    query RedeemableCode($groupKey: String!, $id: ID!) {
  redeemableCode(groupKey: $groupKey, id: $id) {
    ...RedeemableCodeFields
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
fragment RedeemableCodeFields on RedeemableCode {
  id
  groupKey
  code
  grantedAt
  assignedAt
  item {
    ...ItemFields
  }
}`) as unknown as TypedDocumentString<RedeemableCodeQuery, RedeemableCodeQueryVariables>;
export const LikeWallPostDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation LikeWallPost($wallPostId: ID!) {
  likeWallPost(wallPostId: $wallPostId) {
    id
    likedByMe
    stats {
      like
    }
  }
}
    `) as unknown as TypedDocumentString<LikeWallPostMutation, LikeWallPostMutationVariables>;
export const UnlikeWallPostDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UnlikeWallPost($wallPostId: ID!) {
  unlikeWallPost(wallPostId: $wallPostId) {
    id
    likedByMe
    stats {
      like
    }
  }
}
    `) as unknown as TypedDocumentString<UnlikeWallPostMutation, UnlikeWallPostMutationVariables>;
export const DailyChestDocument = /* @__PURE__ */ new TypedDocumentString(`
    query DailyChest {
  dailyChest {
    ...DailyChestFields
  }
}
    fragment DailyChestFields on DailyChest {
  status
  rarity
  position
  totalSessionTime
  openedAt
  nextChestAt
  unlock {
    accountOldEnoughAt
    activityNeeded
    minXpEarned
    minMissionsCompleted
    verifiedEmailCounts
  }
}`) as unknown as TypedDocumentString<DailyChestQuery, DailyChestQueryVariables>;
export const SearchDailyChestDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SearchDailyChest($fetchCount: Int!) {
  searchDailyChest(fetchCount: $fetchCount) {
    ...DailyChestFields
  }
}
    fragment DailyChestFields on DailyChest {
  status
  rarity
  position
  totalSessionTime
  openedAt
  nextChestAt
  unlock {
    accountOldEnoughAt
    activityNeeded
    minXpEarned
    minMissionsCompleted
    verifiedEmailCounts
  }
}`) as unknown as TypedDocumentString<SearchDailyChestMutation, SearchDailyChestMutationVariables>;
export const OpenDailyChestDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpenDailyChest {
  openDailyChest {
    id
    chestType
    rewards {
      ...RewardItemFields
    }
    openedAt
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`) as unknown as TypedDocumentString<OpenDailyChestMutation, OpenDailyChestMutationVariables>;
export const BuyLegendaryChestDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation BuyLegendaryChest {
  buyLegendaryChest {
    ...RewardItemFields
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
fragment RewardItemFields on RewardItem {
  itemKey
  amount
  item {
    ...ItemFields
  }
  metadata {
    metaKey
    metaValue
  }
}`) as unknown as TypedDocumentString<
  BuyLegendaryChestMutation,
  BuyLegendaryChestMutationVariables
>;
export const WeeklyClaimableGoldDocument = /* @__PURE__ */ new TypedDocumentString(`
    query WeeklyClaimableGold {
  weeklyClaimableGold {
    claimableAmount
    week
  }
}
    `) as unknown as TypedDocumentString<
  WeeklyClaimableGoldQuery,
  WeeklyClaimableGoldQueryVariables
>;
export const ClaimWeeklyGoldDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ClaimWeeklyGold {
  claimWeeklyGold {
    claimedAmount
  }
}
    `) as unknown as TypedDocumentString<ClaimWeeklyGoldMutation, ClaimWeeklyGoldMutationVariables>;
export const MyWalletsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MyWallets {
  myWallets {
    ...UserWalletFields
  }
}
    fragment WalletConnectionFields on WalletConnection {
  signer
  address
  walletConnectionType
  chainId
  connectedAt
}
fragment UserWalletFields on UserWallet {
  address
  createdAt
  lastWalletConnection {
    ...WalletConnectionFields
  }
  connections {
    ...WalletConnectionFields
  }
}`) as unknown as TypedDocumentString<MyWalletsQuery, MyWalletsQueryVariables>;
export const WalletChallengeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation WalletChallenge($address: String!, $chainId: Int!) {
  walletChallenge(address: $address, chainId: $chainId) {
    message
    nonce
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<WalletChallengeMutation, WalletChallengeMutationVariables>;
export const ConnectWalletDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ConnectWallet($message: String!, $signature: String!, $walletConnectionType: String) {
  connectWallet(
    message: $message
    signature: $signature
    walletConnectionType: $walletConnectionType
  ) {
    ...UserWalletFields
  }
}
    fragment WalletConnectionFields on WalletConnection {
  signer
  address
  walletConnectionType
  chainId
  connectedAt
}
fragment UserWalletFields on UserWallet {
  address
  createdAt
  lastWalletConnection {
    ...WalletConnectionFields
  }
  connections {
    ...WalletConnectionFields
  }
}`) as unknown as TypedDocumentString<ConnectWalletMutation, ConnectWalletMutationVariables>;
export const SignInWithWalletDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SignInWithWallet($message: String!, $signature: String!) {
  signInWithWallet(message: $message, signature: $signature) {
    token
    userId
    accessToken
    accessTokenExpiresAt
    isNewUser
  }
}
    `) as unknown as TypedDocumentString<
  SignInWithWalletMutation,
  SignInWithWalletMutationVariables
>;
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
