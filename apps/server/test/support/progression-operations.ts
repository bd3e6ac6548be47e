// The progression documents the tests send, as the front end sends them (spec 1 §7).
export const stateFields = /* GraphQL */ `
  fragment StateFields on UserBattlePassState {
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
`;

export type StateResult = {
  battlePassId: string;
  xp: number;
  level: number;
  currLevelXp: number;
  nextLevel: number | null;
  nextLevelXp: number | null;
  levelProgress: number;
  xpLevel: number;
  blockingSpecialMission: {
    id: string;
    targetLevel: number;
    snowflakeBypassCost: number | null;
  } | null;
  premiumState: { hasPremium: boolean; quantity: number };
  booster: { hasBooster: boolean; endAtDate: string | null; boosterItemKey: string | null };
  xpMultiplier: number;
};

export const stateQuery = /* GraphQL */ `
  query State($group: String!, $key: String) {
    userBattlePassState(group: $group, key: $key) {
      ...StateFields
    }
  }
  ${stateFields}
`;

export const claimMutation = /* GraphQL */ `
  mutation Claim($rewardId: ID!) {
    claimBattlePassReward(rewardId: $rewardId) {
      reward {
        id
        itemKey
        amount
        collectedAt
        item {
          itemKey
          type
        }
      }
      collectedAt
      granted {
        itemKey
        amount
        item {
          name
        }
      }
      state {
        ...StateFields
      }
    }
  }
  ${stateFields}
`;

export type ClaimResult = {
  reward: { id: string; itemKey: string; amount: number; collectedAt: string };
  collectedAt: string;
  granted: { itemKey: string; amount: number }[];
  state: StateResult;
};

export const claimTrackMutation = /* GraphQL */ `
  mutation ClaimTrack($battlePassId: ID!, $track: RewardTrack!) {
    claimBattlePassRewards(battlePassId: $battlePassId, track: $track) {
      rewards {
        id
        itemKey
        collectedAt
      }
      granted {
        itemKey
        amount
      }
      state {
        ...StateFields
      }
    }
  }
  ${stateFields}
`;

export type ClaimTrackResult = {
  rewards: { id: string; itemKey: string; collectedAt: string }[];
  granted: { itemKey: string; amount: number }[];
  state: StateResult;
};

export const bypassMutation = /* GraphQL */ `
  mutation Bypass($id: ID!) {
    bypassSpecialMission(specialMissionId: $id) {
      ...StateFields
    }
  }
  ${stateFields}
`;

export const purchaseMutation = /* GraphQL */ `
  mutation Purchase($input: PurchaseShopItemInput!) {
    purchaseShopItem(input: $input) {
      txId
      status
      signedRequest {
        chainId
      }
      stripe {
        status
      }
    }
  }
`;

export type PurchaseResult = {
  txId: string;
  status: string;
  signedRequest: null;
  stripe: null;
};

export const coinPurchase = (itemKey: string, currency = 'GOLD') => ({
  input: { itemKey, quantity: 1, paymentType: 'COIN', currency },
});

export const transactionQuery = /* GraphQL */ `
  query Transaction($txId: ID!) {
    userItemTransaction(txId: $txId) {
      txId
      status
      itemKey
      quantity
      paymentType
      currency
      createdAt
    }
  }
`;

export const userItemsQuery = /* GraphQL */ `
  query UserItems {
    userItems {
      itemKey
      quantity
      item {
        name
        type
      }
    }
  }
`;

export const dailyMissionsQuery = /* GraphQL */ `
  query DailyMissions($group: String!, $key: String, $date: String!) {
    dailyMissions(group: $group, key: $key, date: $date) {
      completed
      total
    }
  }
`;

export const levelsQuery = /* GraphQL */ `
  query Levels($battlePassId: ID!) {
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
    }
  }
`;
