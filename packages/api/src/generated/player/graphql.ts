/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
    requiredXp: number;
    basicCollectedAt: string | null;
    premiumCollectedAt: string | null;
    basicRewards: Array<{
      id: string;
      collectedAt: string | null;
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
      collectedAt: string | null;
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
    specialMission: {
      id: string;
      challengeId: string;
      title: string;
      description: string;
      targetLevel: number;
      snowflakeBypassCost: number | null;
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
export const UserReservationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservationExpiredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offchainAction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingDisplay' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'mintTxHash' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserReservationFieldsFragment, unknown>;
export const LaunchpadCollectionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LaunchpadCollectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LaunchpadCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'releasedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxSupply' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mintedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offchainActionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklyGoldBonus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionGroups' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'whitelistConfig' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationStartedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationEndedAt' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoldOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soldFraction' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LaunchpadCollectionFieldsFragment, unknown>;
export const PanelMissionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PanelMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PanelMissionFieldsFragment, unknown>;
export const RewardItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<RewardItemFieldsFragment, unknown>;
export const UserMissionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserMission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserMissionFieldsFragment, unknown>;
export const UserChallengeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeStakeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardReadyAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserChallengeFieldsFragment, unknown>;
export const PanelChallengeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PanelChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Challenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PanelMissionFields' },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'userMission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserMissionFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stakes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallenges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserChallengeFields' } },
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
      name: { kind: 'Name', value: 'PanelMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
      name: { kind: 'Name', value: 'UserMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserMission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeStakeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardReadyAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PanelChallengeFieldsFragment, unknown>;
export const InventoryChestOpeningFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InventoryChestOpeningFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestOpening' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chestType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<InventoryChestOpeningFieldsFragment, unknown>;
export const ConnectedAccountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConnectedAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConnectedAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConnectedAccountFieldsFragment, unknown>;
export const UserNotificationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserNotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userMissionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserNotificationFieldsFragment, unknown>;
export const UserBattlePassStateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBattlePassStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBattlePassState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'levelProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockingSpecialMission' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booster' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBooster' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAtDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boosterItemKey' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'xpMultiplier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserBattlePassStateFieldsFragment, unknown>;
export const GrantedItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GrantedItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GrantedItem' } },
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
} as unknown as DocumentNode<GrantedItemFieldsFragment, unknown>;
export const LevelChallengeStageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LevelChallengeStageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChallengeStage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'missions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LevelChallengeStageFieldsFragment, unknown>;
export const LevelUserChallengeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LevelUserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LevelUserChallengeFieldsFragment, unknown>;
export const ItemTransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ItemTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'txId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ItemTransactionFieldsFragment, unknown>;
export const RewardHistoryEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardHistoryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardHistoryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
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
} as unknown as DocumentNode<RewardHistoryEntryFieldsFragment, unknown>;
export const RewardCampaignFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardCampaignFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardCampaign' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardQuotaPerUser' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chestCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RewardCampaignFieldsFragment, unknown>;
export const RedeemableCodeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RedeemableCodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RedeemableCode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grantedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
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
} as unknown as DocumentNode<RedeemableCodeFieldsFragment, unknown>;
export const DailyChestFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DailyChestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DailyChest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rarity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSessionTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextChestAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DailyChestFieldsFragment, unknown>;
export const WalletConnectionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WalletConnectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WalletConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'signer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walletConnectionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WalletConnectionFieldsFragment, unknown>;
export const UserWalletFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserWalletFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserWallet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastWalletConnection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'connections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WalletConnectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WalletConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'signer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walletConnectionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserWalletFieldsFragment, unknown>;
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
export const FeaturedCollectionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeaturedCollections' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'featuredCollections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'LaunchpadCollectionFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LaunchpadCollectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LaunchpadCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'releasedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxSupply' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mintedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offchainActionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklyGoldBonus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionGroups' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'whitelistConfig' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationStartedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationEndedAt' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoldOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soldFraction' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeaturedCollectionsQuery, FeaturedCollectionsQueryVariables>;
export const LaunchpadCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LaunchpadCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
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
            name: { kind: 'Name', value: 'launchpadCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'LaunchpadCollectionFields' },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'reserveLimitPerPlayer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mintLimitPerPlayer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'launchpadCollectionMissions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'userMission' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
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
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userLaunchpadCollection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reservedCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mintedCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'reservation' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserReservationFields' },
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
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LaunchpadCollectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LaunchpadCollection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'releasedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxSupply' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mintedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contractType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offchainActionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weeklyGoldBonus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionGroups' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'whitelistConfig' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationStartedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationEndedAt' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoldOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'soldFraction' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservationExpiredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offchainAction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingDisplay' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'mintTxHash' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LaunchpadCollectionQuery, LaunchpadCollectionQueryVariables>;
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
export const BattlePassSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BattlePassSettings' },
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
  ],
} as unknown as DocumentNode<BattlePassSettingsQuery, BattlePassSettingsQueryVariables>;
export const MissionsPanelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MissionsPanel' },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChallengeType' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dailyMissions' },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isCollectedReward' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'userMission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserMissionFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'PanelMissionFields' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'rewards' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'RewardItemFields' },
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
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenges' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'types' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'battlePassId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PanelChallengeFields' } },
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
      name: { kind: 'Name', value: 'PanelMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
      name: { kind: 'Name', value: 'UserMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserMission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeStakeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardReadyAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PanelChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Challenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PanelMissionFields' },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'userMission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserMissionFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stakes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallenges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserChallengeFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MissionsPanelQuery, MissionsPanelQueryVariables>;
export const AdventCalendarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdventCalendar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'year' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adventCalendar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'year' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'year' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PanelChallengeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PanelMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Mission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
      name: { kind: 'Name', value: 'UserMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserMission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeStakeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardReadyAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PanelChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Challenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PanelMissionFields' },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'userMission' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserMissionFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stakes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RewardItemFields' },
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
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallenges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserChallengeFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdventCalendarQuery, AdventCalendarQueryVariables>;
export const PendingChallengeRewardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PendingChallengeRewards' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingChallengeRewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PendingChallengeRewardsQuery, PendingChallengeRewardsQueryVariables>;
export const EnrollChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnrollChallenge' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'trackingData' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollChallenge' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeStakeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'trackingData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'trackingData' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnrollChallengeMutation, EnrollChallengeMutationVariables>;
export const StartChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartChallenge' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startChallenge' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeStakeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserChallengeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'challengeStakeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardReadyAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartChallengeMutation, StartChallengeMutationVariables>;
export const CancelChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelChallenge' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelChallenge' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeStakeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelChallengeMutation, CancelChallengeMutationVariables>;
export const CollectChallengeRewardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CollectChallengeReward' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'collectChallengeReward' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challengeStakeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challengeStakeId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<
  CollectChallengeRewardMutation,
  CollectChallengeRewardMutationVariables
>;
export const StartMissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartMission' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'missionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'trackingData' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'MissionTrackingData' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startMission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'missionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'missionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attribution' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'trackingData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'trackingData' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartMissionMutation, StartMissionMutationVariables>;
export const CollectMissionRewardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CollectMissionReward' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userMissionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'collectMissionReward' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userMissionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userMissionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attribution' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<CollectMissionRewardMutation, CollectMissionRewardMutationVariables>;
export const BatchCollectChallengeRewardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BatchCollectChallengeRewards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userChallengeIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchCollectChallengeRewards' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userChallengeIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userChallengeIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challengeId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rewards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<
  BatchCollectChallengeRewardsMutation,
  BatchCollectChallengeRewardsMutationVariables
>;
export const UserMissionChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserMissionChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userMissionChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserMissionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserMissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserMission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserMissionChangedSubscription,
  UserMissionChangedSubscriptionVariables
>;
export const InventoryChestOddsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InventoryChestOdds' },
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
                  name: { kind: 'Name', value: 'item' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } },
                    ],
                  },
                },
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
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'probability' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'item' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } },
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
} as unknown as DocumentNode<InventoryChestOddsQuery, InventoryChestOddsQueryVariables>;
export const OpenInventoryChestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenInventoryChest' },
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
            name: { kind: 'Name', value: 'openChest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'itemKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'itemKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryChestOpeningFields' },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
      name: { kind: 'Name', value: 'InventoryChestOpeningFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestOpening' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chestType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenInventoryChestMutation, OpenInventoryChestMutationVariables>;
export const MyChestOpeningsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyChestOpenings' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'myChestOpenings' },
            arguments: [
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
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'InventoryChestOpeningFields' },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
      name: { kind: 'Name', value: 'InventoryChestOpeningFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChestOpening' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chestType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewards' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyChestOpeningsQuery, MyChestOpeningsQueryVariables>;
export const ChestSeedPeriodsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChestSeedPeriods' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chestSeedPeriods' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChestSeedPeriodsQuery, ChestSeedPeriodsQueryVariables>;
export const MyConnectedAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyConnectedAccounts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myConnectedAccounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConnectedAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConnectedAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConnectedAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyConnectedAccountsQuery, MyConnectedAccountsQueryVariables>;
export const DisconnectSocialAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisconnectSocialAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
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
            name: { kind: 'Name', value: 'disconnectSocialAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'provider' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConnectedAccountFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConnectedAccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ConnectedAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  DisconnectSocialAccountMutation,
  DisconnectSocialAccountMutationVariables
>;
export const UserReservationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserReservations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userReservations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'collectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserReservationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservationExpiredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offchainAction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingDisplay' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'mintTxHash' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserReservationsQuery, UserReservationsQueryVariables>;
export const UserMintedAssetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserMintedAssets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userMintedAssets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'txHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'walletAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'collection' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imagePath' } },
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
} as unknown as DocumentNode<UserMintedAssetsQuery, UserMintedAssetsQueryVariables>;
export const ReserveCollectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReserveCollection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reserveCollection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'collectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'collectionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserReservationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservationExpiredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offchainAction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingDisplay' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'mintTxHash' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReserveCollectionMutation, ReserveCollectionMutationVariables>;
export const MintReservationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MintReservation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reservationId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mintReservation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reservationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reservationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reservation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'UserReservationFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'voucher' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'contractAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tokenId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'signature' } },
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
      name: { kind: 'Name', value: 'UserReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservationExpiredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offchainAction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'actionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingDisplay' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'mintTxHash' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MintReservationMutation, MintReservationMutationVariables>;
export const ConfirmMintDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmMint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reservationId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'txHash' } },
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
            name: { kind: 'Name', value: 'confirmMint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reservationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reservationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'txHash' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'txHash' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'txHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'walletAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmMintMutation, ConfirmMintMutationVariables>;
export const UserNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationType' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unreadOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'types' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unreadOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unreadOnly' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserNotificationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserNotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userMissionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserNotificationsQuery, UserNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationsRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserNotificationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserNotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userMissionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkNotificationsCompletedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationsCompleted' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationsCompleted' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserNotificationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserNotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userMissionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  MarkNotificationsCompletedMutation,
  MarkNotificationsCompletedMutationVariables
>;
export const UserNotificationChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserNotificationChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotificationChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserNotificationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserNotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notificationType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metadata' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userChallengeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userMissionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserNotificationChangedSubscription,
  UserNotificationChangedSubscriptionVariables
>;
export const UserBalanceChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserBalanceChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userBalanceChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserBalanceChangedSubscription,
  UserBalanceChangedSubscriptionVariables
>;
export const UserBattlePassStateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserBattlePassState' },
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
            name: { kind: 'Name', value: 'userBattlePassState' },
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
                  name: { kind: 'Name', value: 'UserBattlePassStateFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBattlePassStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBattlePassState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'levelProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockingSpecialMission' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booster' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBooster' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAtDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boosterItemKey' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'xpMultiplier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserBattlePassStateQuery, UserBattlePassStateQueryVariables>;
export const BattlePassLevelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BattlePassLevels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'battlePassLevels' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'battlePassId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BattlePassLevelFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'basicRewards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'premiumRewards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LevelChallengeStageFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'freeUserChallenge' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LevelUserChallengeFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'premium' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LevelChallengeStageFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'premiumUserChallenge' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LevelUserChallengeFields' },
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
      name: { kind: 'Name', value: 'LevelChallengeStageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChallengeStage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'missions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LevelUserChallengeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserChallenge' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardCollectedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userChallengeMissions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'missionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BattlePassLevelsQuery, BattlePassLevelsQueryVariables>;
export const DailyMissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DailyMissions' },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
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
            name: { kind: 'Name', value: 'dailyMissions' },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DailyMissionsQuery, DailyMissionsQueryVariables>;
export const UserItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserItems' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'item' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } },
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
  ],
} as unknown as DocumentNode<UserItemsQuery, UserItemsQueryVariables>;
export const ClaimBattlePassRewardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimBattlePassReward' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rewardId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimBattlePassReward' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rewardId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rewardId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reward' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'collectedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'granted' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'GrantedItemFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'state' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'UserBattlePassStateFields' },
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
      name: { kind: 'Name', value: 'GrantedItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GrantedItem' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBattlePassStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBattlePassState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'levelProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockingSpecialMission' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booster' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBooster' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAtDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boosterItemKey' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'xpMultiplier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimBattlePassRewardMutation, ClaimBattlePassRewardMutationVariables>;
export const ClaimBattlePassRewardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimBattlePassRewards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'track' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardTrack' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimBattlePassRewards' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'battlePassId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'battlePassId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'track' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'track' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rewards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collectedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'granted' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'GrantedItemFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'state' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'UserBattlePassStateFields' },
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
      name: { kind: 'Name', value: 'GrantedItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GrantedItem' } },
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
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBattlePassStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBattlePassState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'levelProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockingSpecialMission' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booster' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBooster' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAtDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boosterItemKey' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'xpMultiplier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ClaimBattlePassRewardsMutation,
  ClaimBattlePassRewardsMutationVariables
>;
export const BypassSpecialMissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BypassSpecialMission' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'specialMissionId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bypassSpecialMission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'specialMissionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'specialMissionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'UserBattlePassStateFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBattlePassStateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBattlePassState' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextLevelXp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'levelProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'xpLevel' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockingSpecialMission' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'premiumState' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasPremium' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'booster' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hasBooster' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endAtDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boosterItemKey' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'xpMultiplier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BypassSpecialMissionMutation, BypassSpecialMissionMutationVariables>;
export const UserItemLogsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserItemLogs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'itemKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userItemLogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'itemKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'itemKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delta' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'battlePassId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserItemLogsSubscription, UserItemLogsSubscriptionVariables>;
export const UserItemTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserItemTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userItemTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'txId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemTransactionFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ItemTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ItemTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'txId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserItemTransactionSubscription,
  UserItemTransactionSubscriptionVariables
>;
export const PurchaseShopItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PurchaseShopItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseShopItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseShopItem' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'txId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'signedRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'data' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gasLimit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stripe' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } },
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
} as unknown as DocumentNode<PurchaseShopItemMutation, PurchaseShopItemMutationVariables>;
export const SubmitCryptoTransactionHashDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitCryptoTransactionHash' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'txHash' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitCryptoTransactionHash' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'txHash' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'txHash' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'txId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'txId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SubmitCryptoTransactionHashMutation,
  SubmitCryptoTransactionHashMutationVariables
>;
export const UserItemTransactionStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserItemTransactionStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userItemTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'txId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'txId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'txId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserItemTransactionStatusQuery,
  UserItemTransactionStatusQueryVariables
>;
export const PaymentSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cardPublishableKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cryptoChains' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currencySymbol' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rpcUrl' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'devWallet' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
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
} as unknown as DocumentNode<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const MyReferralsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyReferrals' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myReferrals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'referralCode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'referrals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'friendName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'friendDiscriminator' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refusedReason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'battlePassLevel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'signedUpAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qualifiedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refusedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'counts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qualified' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewarded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refused' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'program' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rewardQuotaPerUser' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'battlePassLevel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qualifyWithinDays' } },
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
} as unknown as DocumentNode<MyReferralsQuery, MyReferralsQueryVariables>;
export const RewardHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RewardHistory' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'rewardHistory' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RewardHistoryEntryFields' },
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
      name: { kind: 'Name', value: 'RewardHistoryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardHistoryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RewardHistoryQuery, RewardHistoryQueryVariables>;
export const RewardCampaignsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RewardCampaigns' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardCampaigns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardCampaignFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RewardCampaignFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardCampaign' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rewardQuotaPerUser' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chestCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RewardCampaignsQuery, RewardCampaignsQueryVariables>;
export const ClaimableBadgeGoldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClaimableBadgeGolds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimableBadgeGolds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'claimableAmount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'badges' },
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
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } },
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
} as unknown as DocumentNode<ClaimableBadgeGoldsQuery, ClaimableBadgeGoldsQueryVariables>;
export const ClaimBadgeGoldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimBadgeGolds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimBadgeGolds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'claimedAmount' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimBadgeGoldsMutation, ClaimBadgeGoldsMutationVariables>;
export const MyRedeemableCodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyRedeemableCodes' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'myRedeemableCodes' },
            arguments: [
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RedeemableCodeFields' } },
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
      name: { kind: 'Name', value: 'RedeemableCodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RedeemableCode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grantedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyRedeemableCodesQuery, MyRedeemableCodesQueryVariables>;
export const RedeemableCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RedeemableCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redeemableCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RedeemableCodeFields' } },
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
      name: { kind: 'Name', value: 'RedeemableCodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RedeemableCode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grantedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'item' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ItemFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedeemableCodeQuery, RedeemableCodeQueryVariables>;
export const LikeWallPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LikeWallPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wallPostId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likeWallPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wallPostId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wallPostId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'like' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LikeWallPostMutation, LikeWallPostMutationVariables>;
export const UnlikeWallPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnlikeWallPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wallPostId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unlikeWallPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wallPostId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wallPostId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'likedByMe' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'like' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnlikeWallPostMutation, UnlikeWallPostMutationVariables>;
export const DailyChestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DailyChest' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dailyChest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DailyChestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DailyChestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DailyChest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rarity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSessionTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextChestAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DailyChestQuery, DailyChestQueryVariables>;
export const SearchDailyChestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SearchDailyChest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fetchCount' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchDailyChest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fetchCount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fetchCount' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DailyChestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DailyChestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DailyChest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rarity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSessionTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextChestAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchDailyChestMutation, SearchDailyChestMutationVariables>;
export const OpenDailyChestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenDailyChest' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openDailyChest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chestType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rewards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<OpenDailyChestMutation, OpenDailyChestMutationVariables>;
export const BuyLegendaryChestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BuyLegendaryChest' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buyLegendaryChest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RewardItemFields' } },
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
      name: { kind: 'Name', value: 'RewardItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RewardItem' } },
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
} as unknown as DocumentNode<BuyLegendaryChestMutation, BuyLegendaryChestMutationVariables>;
export const WeeklyClaimableGoldDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WeeklyClaimableGold' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'weeklyClaimableGold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'claimableAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'week' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WeeklyClaimableGoldQuery, WeeklyClaimableGoldQueryVariables>;
export const ClaimWeeklyGoldDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimWeeklyGold' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimWeeklyGold' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'claimedAmount' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimWeeklyGoldMutation, ClaimWeeklyGoldMutationVariables>;
export const MyWalletsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyWallets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myWallets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserWalletFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WalletConnectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WalletConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'signer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walletConnectionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserWalletFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserWallet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastWalletConnection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'connections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyWalletsQuery, MyWalletsQueryVariables>;
export const WalletChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WalletChallenge' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'address' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'chainId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'walletChallenge' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'address' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'address' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'chainId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'chainId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WalletChallengeMutation, WalletChallengeMutationVariables>;
export const ConnectWalletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConnectWallet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'walletConnectionType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'connectWallet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'message' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'signature' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'walletConnectionType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'walletConnectionType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserWalletFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WalletConnectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WalletConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'signer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walletConnectionType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserWalletFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserWallet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastWalletConnection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'connections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WalletConnectionFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConnectWalletMutation, ConnectWalletMutationVariables>;
export const SignInWithWalletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInWithWallet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } },
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
            name: { kind: 'Name', value: 'signInWithWallet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'message' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'signature' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'signature' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isNewUser' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInWithWalletMutation, SignInWithWalletMutationVariables>;
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
