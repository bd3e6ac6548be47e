/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type ReferralCodeExistsQueryVariables = Exact<{
  referralCode: string;
}>;

export type ReferralCodeExistsQuery = { referralCodeExists: boolean };

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
export const StudioKeyFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment StudioKeyFields on StudioKey {
  id
  createdAt
  revokedAt
}
    `,
  { fragmentName: 'StudioKeyFields' },
) as unknown as TypedDocumentString<StudioKeyFieldsFragment, unknown>;
export const CmsPageDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CmsPage($path: String!) {
  cmsPage(path: $path) {
    path
    title
    summary
    publishedAt
    body
  }
}
    `) as unknown as TypedDocumentString<CmsPageQuery, CmsPageQueryVariables>;
export const CmsPagesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CmsPages($section: CmsSection!) {
  cmsPages(section: $section) {
    path
    title
    summary
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<CmsPagesQuery, CmsPagesQueryVariables>;
export const GamesPageDocument = /* @__PURE__ */ new TypedDocumentString(`
    query GamesPage {
  games {
    id
    name
    assets {
      assetKey
      assetValue
    }
  }
  challenges {
    id
    title
    gameKey
    missions {
      id
      title
      description
      gameKey
    }
  }
}
    `) as unknown as TypedDocumentString<GamesPageQuery, GamesPageQueryVariables>;
export const PublisherStudiosDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PublisherStudios {
  publisherStudios {
    id
    key
    name
  }
}
    `) as unknown as TypedDocumentString<PublisherStudiosQuery, PublisherStudiosQueryVariables>;
export const PublisherStudioDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PublisherStudio($studioId: ID!) {
  publisherStudio(studioId: $studioId) {
    id
    key
    name
    games {
      key
      name
    }
    keys {
      ...StudioKeyFields
    }
    missions {
      missionKey
      title
      challengeKey
      challengeTitle
      gameKey
      completedToday
      completedInAll
    }
  }
}
    fragment StudioKeyFields on StudioKey {
  id
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<PublisherStudioQuery, PublisherStudioQueryVariables>;
export const StudioEventsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query StudioEvents($studioId: ID!, $player: String, $type: String, $limit: Int) {
  publisherStudio(studioId: $studioId) {
    id
    events(player: $player, type: $type, limit: $limit) {
      eventId
      status
      reason
      message
      player
      gameKey
      type
      receivedAt
    }
  }
}
    `) as unknown as TypedDocumentString<StudioEventsQuery, StudioEventsQueryVariables>;
export const CreateStudioKeyDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CreateStudioKey($studioId: ID!) {
  createStudioKey(studioId: $studioId) {
    key {
      ...StudioKeyFields
    }
    secret
  }
}
    fragment StudioKeyFields on StudioKey {
  id
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateStudioKeyMutation, CreateStudioKeyMutationVariables>;
export const RevokeStudioKeyDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RevokeStudioKey($studioId: ID!, $keyId: ID!) {
  revokeStudioKey(studioId: $studioId, keyId: $keyId) {
    ...StudioKeyFields
  }
}
    fragment StudioKeyFields on StudioKey {
  id
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeStudioKeyMutation, RevokeStudioKeyMutationVariables>;
export const SendStudioTestEventDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SendStudioTestEvent($studioId: ID!, $input: StudioTestEventInput!) {
  sendStudioTestEvent(studioId: $studioId, input: $input) {
    eventId
    status
    reason
    message
  }
}
    `) as unknown as TypedDocumentString<
  SendStudioTestEventMutation,
  SendStudioTestEventMutationVariables
>;
export const ReferralCodeExistsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ReferralCodeExists($referralCode: String!) {
  referralCodeExists(referralCode: $referralCode)
}
    `) as unknown as TypedDocumentString<ReferralCodeExistsQuery, ReferralCodeExistsQueryVariables>;
