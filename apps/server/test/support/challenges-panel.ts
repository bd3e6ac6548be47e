// The missions panel's one query (issue 11 Build 6): today's daily missions, the player's challenges
// with their stages, missions, stakes and user challenges, and the pending rewards to batch-collect.
// The web sends this document; bench/missions-panel.ts measures it.
export const missionsPanelQuery = /* GraphQL */ `
  query MissionsPanel(
    $group: String!
    $key: String
    $date: String!
    $battlePassId: ID
    $types: [ChallengeType!]
    $ids: [ID!]
  ) {
    dailyMissions(group: $group, key: $key, date: $date) {
      day
      completed
      total
      missions {
        progress
        isPassed
        isCollectedReward
        userMission {
          id
          completedAt
          rewardCollectedAt
        }
        mission {
          id
          key
          title
          description
          gameKey
          targetValue
          rewards {
            ...PanelReward
          }
        }
      }
    }
    challenges(ids: $ids, types: $types, battlePassId: $battlePassId) {
      id
      key
      type
      title
      description
      imagePath
      gameKey
      autoStart
      battlePassLevel
      stages {
        id
        stage
        startAt
        endAt
        duration
        missions {
          id
          key
          title
          description
          gameKey
          targetValue
        }
        stakes {
          id
          rewards {
            ...PanelReward
          }
        }
      }
      userChallenges {
        id
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
    }
    pendingChallengeRewards {
      id
      challengeId
    }
  }

  fragment PanelReward on RewardItem {
    itemKey
    amount
    item {
      name
      type
      imagePath
    }
    metadata {
      metaKey
      metaValue
    }
  }
`;
