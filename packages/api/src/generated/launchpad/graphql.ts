/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EventStatus = 'ENDED' | 'LIVE' | 'UPCOMING';

export type LaunchpadContractType = 'offchain' | 'onchain';

/** spec 2 §4 Mint user event states. */
export type MintUserEventState =
  'COMPLETED' | 'EXPIRED' | 'PROCESSING' | 'QUALIFIED' | 'RESERVED' | 'UNQUALIFIED';

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
