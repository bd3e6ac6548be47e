/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
