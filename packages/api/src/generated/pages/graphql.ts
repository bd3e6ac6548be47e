/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The sections CMS pages live in (issue 14: /blog/…, /media/… and the Learn menu's /learn/…). */
export type CmsSection = 'blog' | 'learn' | 'media';

export type StudioEventStatus =
  | 'APPLIED'
  | 'DUPLICATE'
  /** Waited past the retention time without a player. */
  | 'EXPIRED'
  /** Waiting for a player who links this identity. */
  | 'PENDING'
  | 'REFUSED';

export type StudioTestEventInput = {
  /** Chosen by the client once per test event and sent again on a retry (8 to 64 letters, digits or dashes). */
  clientEventId: string;
  gameKey: string;
  /** The player's e-mail; default the viewer's own. */
  playerEmail?: string | null | undefined;
  /** Default test_event. */
  type?: string | null | undefined;
};

export type CmsPageQueryVariables = Exact<{
  path: string;
}>;

export type CmsPageQuery = {
  cmsPage: {
    path: string;
    title: string;
    summary: string;
    publishedAt: string;
    body: string;
  } | null;
};

export type CmsPagesQueryVariables = Exact<{
  section: CmsSection;
}>;

export type CmsPagesQuery = {
  cmsPages: Array<{ path: string; title: string; summary: string; publishedAt: string }>;
};

export type GamesPageQueryVariables = Exact<{ [key: string]: never }>;

export type GamesPageQuery = {
  games: Array<{
    id: string;
    name: string;
    assets: Array<{ assetKey: string; assetValue: string }>;
  }>;
  challenges: Array<{
    id: string;
    title: string;
    gameKey: string | null;
    missions: Array<{ id: string; title: string; description: string; gameKey: string | null }>;
  }>;
};

export type StudioKeyFieldsFragment = { id: string; createdAt: string; revokedAt: string | null };

export type PublisherStudiosQueryVariables = Exact<{ [key: string]: never }>;

export type PublisherStudiosQuery = {
  publisherStudios: Array<{ id: string; key: string; name: string }>;
};

export type PublisherStudioQueryVariables = Exact<{
  studioId: string | number;
}>;

export type PublisherStudioQuery = {
  publisherStudio: {
    id: string;
    key: string;
    name: string;
    games: Array<{ key: string; name: string }>;
    keys: Array<{ id: string; createdAt: string; revokedAt: string | null }>;
    missions: Array<{
      missionKey: string;
      title: string;
      challengeKey: string;
      challengeTitle: string;
      gameKey: string | null;
      completedToday: number;
      completedInAll: number;
    }>;
  };
};

export type StudioEventsQueryVariables = Exact<{
  studioId: string | number;
  player?: string | null | undefined;
  type?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type StudioEventsQuery = {
  publisherStudio: {
    id: string;
    events: Array<{
      eventId: string | null;
      status: StudioEventStatus;
      reason: string | null;
      message: string | null;
      player: string | null;
      gameKey: string | null;
      type: string | null;
      receivedAt: string;
    }>;
  };
};

export type CreateStudioKeyMutationVariables = Exact<{
  studioId: string | number;
}>;

export type CreateStudioKeyMutation = {
  createStudioKey: {
    secret: string;
    key: { id: string; createdAt: string; revokedAt: string | null };
  };
};

export type RevokeStudioKeyMutationVariables = Exact<{
  studioId: string | number;
  keyId: string | number;
}>;

export type RevokeStudioKeyMutation = {
  revokeStudioKey: { id: string; createdAt: string; revokedAt: string | null };
};

export type SendStudioTestEventMutationVariables = Exact<{
  studioId: string | number;
  input: StudioTestEventInput;
}>;

export type SendStudioTestEventMutation = {
  sendStudioTestEvent: {
    eventId: string;
    status: StudioEventStatus;
    reason: string | null;
    message: string | null;
  };
};

export const StudioKeyFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudioKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudioKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudioKeyFieldsFragment, unknown>;
export const CmsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'path' } },
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
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'path' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'path' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const CmsPagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'section' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsSection' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'section' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'section' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPagesQuery, CmsPagesQueryVariables>;
export const GamesPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challenges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
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
} as unknown as DocumentNode<GamesPageQuery, GamesPageQueryVariables>;
export const PublisherStudiosDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublisherStudios' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publisherStudios' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublisherStudiosQuery, PublisherStudiosQueryVariables>;
export const PublisherStudioDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublisherStudio' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
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
            name: { kind: 'Name', value: 'publisherStudio' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studioId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'games' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'keys' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudioKeyFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'missions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'missionKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'challengeKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'challengeTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completedToday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completedInAll' } },
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
      name: { kind: 'Name', value: 'StudioKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudioKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublisherStudioQuery, PublisherStudioQueryVariables>;
export const StudioEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudioEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'player' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
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
            name: { kind: 'Name', value: 'publisherStudio' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studioId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'player' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'player' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'type' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'player' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receivedAt' } },
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
} as unknown as DocumentNode<StudioEventsQuery, StudioEventsQueryVariables>;
export const CreateStudioKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStudioKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
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
            name: { kind: 'Name', value: 'createStudioKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studioId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'key' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudioKeyFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudioKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudioKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStudioKeyMutation, CreateStudioKeyMutationVariables>;
export const RevokeStudioKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeStudioKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keyId' } },
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
            name: { kind: 'Name', value: 'revokeStudioKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studioId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'keyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'keyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudioKeyFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudioKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudioKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeStudioKeyMutation, RevokeStudioKeyMutationVariables>;
export const SendStudioTestEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendStudioTestEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StudioTestEventInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendStudioTestEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'studioId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'studioId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendStudioTestEventMutation, SendStudioTestEventMutationVariables>;
