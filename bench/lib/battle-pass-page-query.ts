// The battle pass page query as the web app sends it (season, all levels, both reward tracks, items
// and games, ~47 KB answered): the load of the overload benchmark.
export const battlePassPageQuery = /* GraphQL */ `
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
