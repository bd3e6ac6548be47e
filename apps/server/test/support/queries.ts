// The documents the tests send: the battle pass page as the front end asks for it (spec 1 §7 Reads).
export const battlePassPageQuery = /* GraphQL */ `
  query BattlePassPage($group: String!, $key: String) {
    battlePass(group: $group, key: $key) {
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
      xpItem {
        itemKey
        name
        type
      }
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
      levels {
        level
        requiredXp
        basicCollectedAt
        premiumCollectedAt
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
    }
  }

  fragment RewardFields on Reward {
    id
    itemKey
    amount
    used
    metadata {
      metaKey
      metaValue
    }
    item {
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
  }
`;

export type RewardResult = {
  id: string;
  itemKey: string;
  amount: number;
  metadata: { metaKey: string; metaValue: string }[];
  item: {
    itemKey: string;
    type: string;
    name: string;
    imagePath: string | null;
    game: { name: string; assets: { assetKey: string; assetValue: string }[] } | null;
  };
};

export type LevelResult = {
  level: number;
  requiredXp: number;
  basicCollectedAt: string | null;
  premiumCollectedAt: string | null;
  basicRewards: RewardResult[];
  premiumRewards: RewardResult[];
  specialMission: {
    challengeId: string;
    title: string;
    targetLevel: number;
    snowflakeBypassCost: number | null;
  } | null;
};

export type BattlePassResult = {
  id: string;
  key: string;
  group: string;
  season: number;
  isWhiteLabel: boolean;
  noOfLevels: number;
  seasonStartDate: string;
  seasonEndDate: string;
  xpItem: { itemKey: string; type: string } | null;
  xpBoosters: string[];
  premiumPassItemKey: string;
  supportedWalletIds: string[];
  theme: {
    logoPath: string | null;
    themeSettings: { primaryColor: string };
    copySettings: { title: string; anonymousUsername: string | null };
  };
  levels: LevelResult[];
};
