// The battle pass page query (season, all levels, both reward tracks, items and games) as our API
// answers it, and the same data asked of PostGraphile v4's generated schema over the same tables: the
// peer has no reward tracks or per-level missions, so it filters rewards by track and lists the
// season's missions once; signed in, it also reads the player's collect logs (our collectedAt fields).
export const battlePassPage = /* GraphQL */ `
  query BattlePassPage($group: String!, $key: String) {
    battlePass(group: $group, key: $key) {
      id
      name
      key
      season
      group
      isWhiteLabel
      seasonStartDate
      seasonEndDate
      noOfLevels
      premiumPassItemKey
      xpBoosters
      theme {
        logoPath
        bannerPath
        themeSettings {
          primaryColor
          accentColor
        }
        copySettings {
          title
        }
      }
      levels {
        level
        requiredXp
        basicCollectedAt
        premiumCollectedAt
        basicRewards {
          ...Reward
        }
        premiumRewards {
          ...Reward
        }
        specialMission {
          id
          title
          targetLevel
          snowflakeBypassCost
        }
      }
    }
  }
  fragment Reward on Reward {
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

export const postgraphileBattlePassPage = /* GraphQL */ `
  query BattlePassPage($group: String!, $key: String!, $userId: UUID, $signedIn: Boolean!) {
    battlePassByGroupAndKey(group: $group, key: $key) {
      id
      name
      key
      season
      group
      seasonStartDate
      seasonEndDate
      noOfLevels
      premiumPassItemKey
      xpBoosters
      theme
      specialMissionsByBattlePassId {
        nodes {
          id
          title
          targetLevel
          snowflakeBypassCost
        }
      }
      battlePassLevelsByBattlePassId(orderBy: LEVEL_ASC) {
        nodes {
          level
          requiredXp
          basicRewards: rewardsByBattlePassLevelId(
            condition: { track: BASIC }
            orderBy: POSITION_ASC
          ) {
            nodes {
              ...Reward
            }
          }
          premiumRewards: rewardsByBattlePassLevelId(
            condition: { track: PREMIUM }
            orderBy: POSITION_ASC
          ) {
            nodes {
              ...Reward
            }
          }
        }
      }
    }
  }
  fragment Reward on Reward {
    id
    itemKey
    amount
    metadata
    collected: rewardCollectLogsByRewardId(condition: { userId: $userId }) @include(if: $signedIn) {
      nodes {
        collectedAt
      }
    }
    itemByItemKey {
      itemKey
      type
      name
      description
      imagePath
      gameByGameId {
        id
        name
        gameAssetsByGameId(orderBy: ASSET_KEY_ASC) {
          nodes {
            assetKey
            assetValue
          }
        }
      }
    }
  }
`;
