// The challenge and mission documents the tests send, as the front end sends them (spec 2 §7, spec 1 §7).
const rewardFields = /* GraphQL */ `
  fragment RewardFields on RewardItem {
    itemKey
    amount
    item {
      name
      type
    }
    metadata {
      metaKey
      metaValue
    }
  }
`;

export const userChallengeFields = /* GraphQL */ `
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
`;

export const challengesQuery = /* GraphQL */ `
  query Challenges($ids: [ID!], $types: [ChallengeType!], $battlePassId: ID) {
    challenges(ids: $ids, types: $types, battlePassId: $battlePassId) {
      id
      key
      type
      missions {
        id
        stage
        targetValue
        rewards {
          ...RewardFields
        }
      }
      stages {
        stage
        startAt
        endAt
        duration
        stakes {
          id
          rewards {
            ...RewardFields
          }
        }
      }
      userChallenges {
        ...UserChallengeFields
      }
    }
  }
  ${rewardFields}
  ${userChallengeFields}
`;

export const userChallengesQuery = /* GraphQL */ `
  query UserChallenges($criteria: UserChallengeCriteria!) {
    userChallenges(criteria: $criteria) {
      ...UserChallengeFields
      challenge {
        id
        key
      }
    }
  }
  ${userChallengeFields}
`;

export const challengeStagesQuery = /* GraphQL */ `
  query ChallengeStages($or: [ChallengeStageRef!]!) {
    challengeStages(or: $or) {
      challengeId
      stage
      missions {
        id
        targetValue
      }
      stakes {
        id
        rewards {
          itemKey
          amount
        }
      }
      challenge {
        id
        type
        missions {
          id
        }
      }
    }
  }
`;

export const pendingQuery = /* GraphQL */ `
  query Pending {
    pendingChallengeRewards {
      id
      challengeId
    }
  }
`;

export const enrollMutation = /* GraphQL */ `
  mutation Enroll($challengeId: ID!, $challengeStakeId: ID, $trackingData: JSON) {
    enrollChallenge(
      challengeId: $challengeId
      challengeStakeId: $challengeStakeId
      trackingData: $trackingData
    )
  }
`;

export const startMutation = /* GraphQL */ `
  mutation Start($challengeId: ID!, $challengeStakeId: ID) {
    startChallenge(challengeId: $challengeId, challengeStakeId: $challengeStakeId) {
      ...UserChallengeFields
    }
  }
  ${userChallengeFields}
`;

export const collectMutation = /* GraphQL */ `
  mutation Collect($challengeId: ID!, $challengeStakeId: ID) {
    collectChallengeReward(challengeId: $challengeId, challengeStakeId: $challengeStakeId) {
      ...RewardFields
    }
  }
  ${rewardFields}
`;

export const cancelMutation = /* GraphQL */ `
  mutation Cancel($challengeId: ID!) {
    cancelChallenge(challengeId: $challengeId)
  }
`;

export const syncChallengeMissionsMutation = /* GraphQL */ `
  mutation SyncChallengeMissions($challengeId: ID!, $missionIds: [ID!]!) {
    syncChallengeMissions(challengeId: $challengeId, missionIds: $missionIds) {
      missionId
      isPassed
    }
  }
`;

export const syncMissionsMutation = /* GraphQL */ `
  mutation SyncMissions($missionIds: [ID!]!) {
    syncMissions(missionIds: $missionIds) {
      missionId
      userMissionId
      isPassed
      isCollectedReward
      userMission {
        id
        period
        progress
        completedAt
        rewardCollectedAt
      }
    }
  }
`;

export const startMissionMutation = /* GraphQL */ `
  mutation StartMission(
    $missionId: ID!
    $attribution: String!
    $trackingData: MissionTrackingData
  ) {
    startMission(missionId: $missionId, attribution: $attribution, trackingData: $trackingData)
  }
`;

export const collectMissionMutation = /* GraphQL */ `
  mutation CollectMission($userMissionId: ID!, $attribution: String) {
    collectMissionReward(userMissionId: $userMissionId, attribution: $attribution) {
      ...RewardFields
    }
  }
  ${rewardFields}
`;

export const batchCollectMutation = /* GraphQL */ `
  mutation BatchCollect($userChallengeIds: [ID!]!) {
    batchCollectChallengeRewards(userChallengeIds: $userChallengeIds) {
      userChallengeId
      challengeId
      rewards {
        ...RewardFields
      }
    }
  }
  ${rewardFields}
`;

export const dailyMissionsQuery = /* GraphQL */ `
  query DailyMissions($group: String!, $key: String, $date: String!) {
    dailyMissions(group: $group, key: $key, date: $date) {
      completed
      total
      day
      missions {
        mission {
          id
          title
          targetValue
        }
        userMission {
          id
        }
        progress
        isPassed
        isCollectedReward
      }
    }
  }
`;

export const levelEntriesQuery = /* GraphQL */ `
  query LevelEntries($battlePassId: ID!) {
    battlePassLevels(battlePassId: $battlePassId) {
      level
      free {
        challengeId
        stage
      }
      freeUserChallenge {
        id
      }
      premium {
        challengeId
        stage
        stakes {
          rewards {
            itemKey
            amount
          }
        }
      }
      premiumUserChallenge {
        id
        completedAt
      }
    }
  }
`;

export type RewardResult = { itemKey: string; amount: number };
