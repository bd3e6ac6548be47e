/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type OpsCodePurpose = 'RECOVERY' | 'SIGN_UP';

export type OpsGrantInput = {
  amount: number;
  /** The season the grant counts in (XP items): a group, and its current season unless key names one. */
  group?: string | null | undefined;
  /** Repeating a key grants once. */
  idempotencyKey?: string | null | undefined;
  itemKey: string;
  key?: string | null | undefined;
  playerId: string | number;
  reason: string;
};

export type OpsMissionInput = {
  group?: string | null | undefined;
  key?: string | null | undefined;
  level: number;
  playerId: string | number;
  reason: string;
};

export type OpsPlayerActionInput = {
  playerId: string | number;
  reason: string;
};

export type OpsResendCodeInput = {
  /** The address a SIGN_UP code goes to: someone without an account yet has no id. */
  email?: string | null | undefined;
  /** The player (RECOVERY); exactly one of playerId and email. */
  playerId?: string | number | null | undefined;
  purpose: OpsCodePurpose;
  reason: string;
};

export type OpsRevokeInput = {
  amount: number;
  idempotencyKey?: string | null | undefined;
  itemKey: string;
  playerId: string | number;
  reason: string;
};

export type OpsXpGrantInput = {
  amount: number;
  group?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  key?: string | null | undefined;
  playerId: string | number;
  reason: string;
};

export type StaffRoleName = 'OPERATOR' | 'PARTNER_MANAGER' | 'SUPPORT';

export type OpsAuditLogQueryVariables = Exact<{
  actor?: string | null | undefined;
  player?: string | null | undefined;
  action?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OpsAuditLogQuery = {
  opsAuditLog: Array<{
    id: string;
    at: string;
    actor: string;
    action: string;
    groupKey: string | null;
    playerId: string | null;
    playerEmail: string | null;
    reason: string;
    detail: unknown;
    before: unknown;
    after: unknown;
  }>;
};

export type OpsAuditCsvQueryVariables = Exact<{
  actor?: string | null | undefined;
  player?: string | null | undefined;
  action?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OpsAuditCsvQuery = { opsAuditCsv: string };

export type OpsDataFilePreviewFieldsFragment = {
  sha256: string;
  playersHoldingChangedRewards: number;
  version: number | null;
  files: Array<{ source: string; kind: string; changes: number }>;
  tables: Array<{ table: string; added: number; changed: number; removed: number }>;
};

export type OpsPreviewDataFileMutationVariables = Exact<{
  name: string;
  text: string;
}>;

export type OpsPreviewDataFileMutation = {
  opsPreviewDataFile: {
    sha256: string;
    playersHoldingChangedRewards: number;
    version: number | null;
    files: Array<{ source: string; kind: string; changes: number }>;
    tables: Array<{ table: string; added: number; changed: number; removed: number }>;
  };
};

export type OpsApplyDataFileMutationVariables = Exact<{
  name: string;
  text: string;
  sha256: string;
  reason: string;
}>;

export type OpsApplyDataFileMutation = {
  opsApplyDataFile: {
    sha256: string;
    playersHoldingChangedRewards: number;
    version: number | null;
    files: Array<{ source: string; kind: string; changes: number }>;
    tables: Array<{ table: string; added: number; changed: number; removed: number }>;
  };
};

export type OpsReapplyDataFileMutationVariables = Exact<{
  version: number;
  reason: string;
}>;

export type OpsReapplyDataFileMutation = {
  opsReapplyDataFile: {
    sha256: string;
    playersHoldingChangedRewards: number;
    version: number | null;
    files: Array<{ source: string; kind: string; changes: number }>;
    tables: Array<{ table: string; added: number; changed: number; removed: number }>;
  };
};

export type OpsDataFileHistoryQueryVariables = Exact<{
  kind?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OpsDataFileHistoryQuery = {
  opsDataFileHistory: Array<{
    version: number;
    kind: string;
    name: string;
    sha256: string;
    author: string;
    appliedAt: string;
    reappliedFrom: number | null;
  }>;
};

export type OpsGroupsQueryVariables = Exact<{ [key: string]: never }>;

export type OpsGroupsQuery = {
  opsGroups: Array<{
    key: string;
    seasons: Array<{ id: number; key: string; name: string; current: boolean }>;
  }>;
};

export type OpsSeasonHealthQueryVariables = Exact<{
  group: string;
  key?: string | null | undefined;
  days?: number | null | undefined;
}>;

export type OpsSeasonHealthQuery = {
  opsSeasonHealth: {
    season: { id: number; key: string; name: string; current: boolean };
    levels: Array<{ level: number; players: number }>;
    days: Array<{ day: string; xp: number; activePlayers: number }>;
    claims: Array<{
      level: number;
      track: string;
      itemKey: string;
      amount: number;
      claims: number;
    }>;
    sales: Array<{ itemKey: string; paymentType: string; sold: number }>;
    economy: Array<{
      day: string;
      currency: string;
      reason: string;
      minted: number;
      burned: number;
    }>;
    missions: Array<{ mission: string; title: string; completions: number }>;
    chests: Array<{
      chest: string;
      openings: number;
      test: string;
      pValue: number | null;
      flagged: boolean;
      lines: Array<{ label: string; expected: number; observed: number }>;
    }>;
  };
};

export type OpsPlayerQueryVariables = Exact<{
  who: string;
}>;

export type OpsPlayerQuery = {
  opsPlayer: {
    id: string;
    email: string | null;
    username: string | null;
    discriminator: string | null;
    referralCode: string | null;
    hasPassword: boolean;
    createdAt: string;
    bannedAt: string | null;
    wallets: Array<string>;
    liveSessions: number;
    claims: number;
    reservations: number;
    mints: number;
    referrals: number;
    chestOpenings: number;
    identities: Array<{ provider: string; id: string }>;
    balances: Array<{ itemKey: string; amount: number }>;
    seasons: Array<{ group: string; key: string; xp: number }>;
    purchases: Array<{
      at: string;
      itemKey: string;
      quantity: number;
      paymentType: string;
      status: string;
      stripePaymentIntent: string | null;
      txHash: string | null;
    }>;
  };
};

export type OpsPlayerLedgerQueryVariables = Exact<{
  playerId: string | number;
  currency?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type OpsPlayerLedgerQuery = {
  opsPlayerLedger: Array<{
    id: string;
    at: string;
    currency: string;
    battlePassId: number | null;
    delta: number;
    balance: number;
    reason: string;
    idempotencyKey: string;
  }>;
};

export type OpsGrantResultFieldsFragment = {
  playerId: string;
  itemKey: string | null;
  granted: number | null;
  xp: number;
  level: number;
};

export type OpsSupportResultFieldsFragment = {
  playerId: string;
  bannedAt: string | null;
  liveSessions: number;
  balance: number | null;
};

export type OpsGrantItemMutationVariables = Exact<{
  input: OpsGrantInput;
}>;

export type OpsGrantItemMutation = {
  opsGrantItem: {
    playerId: string;
    itemKey: string | null;
    granted: number | null;
    xp: number;
    level: number;
  };
};

export type OpsGrantXpMutationVariables = Exact<{
  input: OpsXpGrantInput;
}>;

export type OpsGrantXpMutation = {
  opsGrantXp: {
    playerId: string;
    itemKey: string | null;
    granted: number | null;
    xp: number;
    level: number;
  };
};

export type OpsRevokeItemMutationVariables = Exact<{
  input: OpsRevokeInput;
}>;

export type OpsRevokeItemMutation = {
  opsRevokeItem: {
    playerId: string;
    bannedAt: string | null;
    liveSessions: number;
    balance: number | null;
  };
};

export type OpsCompleteSpecialMissionMutationVariables = Exact<{
  input: OpsMissionInput;
}>;

export type OpsCompleteSpecialMissionMutation = {
  opsCompleteSpecialMission: {
    playerId: string;
    itemKey: string | null;
    granted: number | null;
    xp: number;
    level: number;
  };
};

export type OpsBanPlayerMutationVariables = Exact<{
  input: OpsPlayerActionInput;
}>;

export type OpsBanPlayerMutation = {
  opsBanPlayer: {
    playerId: string;
    bannedAt: string | null;
    liveSessions: number;
    balance: number | null;
  };
};

export type OpsUnbanPlayerMutationVariables = Exact<{
  input: OpsPlayerActionInput;
}>;

export type OpsUnbanPlayerMutation = {
  opsUnbanPlayer: {
    playerId: string;
    bannedAt: string | null;
    liveSessions: number;
    balance: number | null;
  };
};

export type OpsSignOutPlayerMutationVariables = Exact<{
  input: OpsPlayerActionInput;
}>;

export type OpsSignOutPlayerMutation = {
  opsSignOutPlayer: {
    playerId: string;
    bannedAt: string | null;
    liveSessions: number;
    balance: number | null;
  };
};

export type OpsResendCodeMutationVariables = Exact<{
  input: OpsResendCodeInput;
}>;

export type OpsResendCodeMutation = { opsResendCode: boolean };

export type OpsSessionFieldsFragment = {
  userId: string;
  accessToken: string;
  accessTokenExpiresAt: string;
};

export type OpsSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type OpsSignInMutation = {
  signInWithEmail: { userId: string; accessToken: string; accessTokenExpiresAt: string };
};

export type OpsRefreshSessionMutationVariables = Exact<{ [key: string]: never }>;

export type OpsRefreshSessionMutation = {
  refreshSession: { userId: string; accessToken: string; accessTokenExpiresAt: string };
};

export type OpsSignOutMutationVariables = Exact<{ [key: string]: never }>;

export type OpsSignOutMutation = { signOut: boolean };

export type OpsViewerFieldsFragment = {
  userId: string;
  email: string | null;
  secondFactorEnrolled: boolean;
  secondFactorVerified: boolean;
  roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
};

export type OpsViewerQueryVariables = Exact<{ [key: string]: never }>;

export type OpsViewerQuery = {
  opsViewer: {
    userId: string;
    email: string | null;
    secondFactorEnrolled: boolean;
    secondFactorVerified: boolean;
    roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
  };
};

export type OpsEnrollSecondFactorMutationVariables = Exact<{ [key: string]: never }>;

export type OpsEnrollSecondFactorMutation = {
  opsEnrollSecondFactor: { secret: string; otpauthUri: string };
};

export type OpsConfirmSecondFactorMutationVariables = Exact<{
  code: string;
}>;

export type OpsConfirmSecondFactorMutation = { opsConfirmSecondFactor: { codes: Array<string> } };

export type OpsVerifySecondFactorMutationVariables = Exact<{
  code: string;
}>;

export type OpsVerifySecondFactorMutation = {
  opsVerifySecondFactor: {
    userId: string;
    email: string | null;
    secondFactorEnrolled: boolean;
    secondFactorVerified: boolean;
    roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
  };
};

export type OpsSiteSwitchesFieldsFragment = {
  maintenanceMode: boolean;
  maintenanceMessage: string;
  flags: Array<{ key: string; on: boolean }>;
};

export type OpsSiteSwitchesQueryVariables = Exact<{ [key: string]: never }>;

export type OpsSiteSwitchesQuery = {
  opsSiteSwitches: {
    maintenanceMode: boolean;
    maintenanceMessage: string;
    flags: Array<{ key: string; on: boolean }>;
  };
};

export type OpsSetFeatureFlagMutationVariables = Exact<{
  key: string;
  on: boolean;
  reason: string;
}>;

export type OpsSetFeatureFlagMutation = {
  opsSetFeatureFlag: {
    maintenanceMode: boolean;
    maintenanceMessage: string;
    flags: Array<{ key: string; on: boolean }>;
  };
};

export type OpsSetMaintenanceMutationVariables = Exact<{
  on: boolean;
  message?: string | null | undefined;
  reason: string;
}>;

export type OpsSetMaintenanceMutation = {
  opsSetMaintenance: {
    maintenanceMode: boolean;
    maintenanceMessage: string;
    flags: Array<{ key: string; on: boolean }>;
  };
};

export type OpsStaffMemberFieldsFragment = {
  userId: string;
  email: string | null;
  secondFactorEnrolled: boolean;
  roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
};

export type OpsStaffQueryVariables = Exact<{ [key: string]: never }>;

export type OpsStaffQuery = {
  opsStaff: Array<{
    userId: string;
    email: string | null;
    secondFactorEnrolled: boolean;
    roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
  }>;
};

export type OpsGrantRoleMutationVariables = Exact<{
  email: string;
  role: StaffRoleName;
  groupKey?: string | null | undefined;
  reason: string;
}>;

export type OpsGrantRoleMutation = {
  opsGrantRole: {
    userId: string;
    email: string | null;
    secondFactorEnrolled: boolean;
    roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
  };
};

export type OpsRevokeRoleMutationVariables = Exact<{
  email: string;
  role: StaffRoleName;
  groupKey?: string | null | undefined;
  reason: string;
}>;

export type OpsRevokeRoleMutation = {
  opsRevokeRole: {
    userId: string;
    email: string | null;
    secondFactorEnrolled: boolean;
    roles: Array<{ role: StaffRoleName; groupKey: string | null }>;
  };
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
export const OpsDataFilePreviewFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsDataFilePreviewFields on OpsDataFilePreview {
  sha256
  files {
    source
    kind
    changes
  }
  tables {
    table
    added
    changed
    removed
  }
  playersHoldingChangedRewards
  version
}
    `,
  { fragmentName: 'OpsDataFilePreviewFields' },
) as unknown as TypedDocumentString<OpsDataFilePreviewFieldsFragment, unknown>;
export const OpsGrantResultFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsGrantResultFields on OpsGrantResult {
  playerId
  itemKey
  granted
  xp
  level
}
    `,
  { fragmentName: 'OpsGrantResultFields' },
) as unknown as TypedDocumentString<OpsGrantResultFieldsFragment, unknown>;
export const OpsSupportResultFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsSupportResultFields on OpsSupportResult {
  playerId
  bannedAt
  liveSessions
  balance
}
    `,
  { fragmentName: 'OpsSupportResultFields' },
) as unknown as TypedDocumentString<OpsSupportResultFieldsFragment, unknown>;
export const OpsSessionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsSessionFields on AuthPayload {
  userId
  accessToken
  accessTokenExpiresAt
}
    `,
  { fragmentName: 'OpsSessionFields' },
) as unknown as TypedDocumentString<OpsSessionFieldsFragment, unknown>;
export const OpsViewerFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsViewerFields on OpsViewer {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
  secondFactorVerified
}
    `,
  { fragmentName: 'OpsViewerFields' },
) as unknown as TypedDocumentString<OpsViewerFieldsFragment, unknown>;
export const OpsSiteSwitchesFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsSiteSwitchesFields on OpsSiteSwitches {
  maintenanceMode
  maintenanceMessage
  flags {
    key
    on
  }
}
    `,
  { fragmentName: 'OpsSiteSwitchesFields' },
) as unknown as TypedDocumentString<OpsSiteSwitchesFieldsFragment, unknown>;
export const OpsStaffMemberFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OpsStaffMemberFields on OpsStaffMember {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
}
    `,
  { fragmentName: 'OpsStaffMemberFields' },
) as unknown as TypedDocumentString<OpsStaffMemberFieldsFragment, unknown>;
export const OpsAuditLogDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsAuditLog($actor: String, $player: String, $action: String, $limit: Int) {
  opsAuditLog(actor: $actor, player: $player, action: $action, limit: $limit) {
    id
    at
    actor
    action
    groupKey
    playerId
    playerEmail
    reason
    detail
    before
    after
  }
}
    `) as unknown as TypedDocumentString<OpsAuditLogQuery, OpsAuditLogQueryVariables>;
export const OpsAuditCsvDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsAuditCsv($actor: String, $player: String, $action: String, $limit: Int) {
  opsAuditCsv(actor: $actor, player: $player, action: $action, limit: $limit)
}
    `) as unknown as TypedDocumentString<OpsAuditCsvQuery, OpsAuditCsvQueryVariables>;
export const OpsPreviewDataFileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsPreviewDataFile($name: String!, $text: String!) {
  opsPreviewDataFile(name: $name, text: $text) {
    ...OpsDataFilePreviewFields
  }
}
    fragment OpsDataFilePreviewFields on OpsDataFilePreview {
  sha256
  files {
    source
    kind
    changes
  }
  tables {
    table
    added
    changed
    removed
  }
  playersHoldingChangedRewards
  version
}`) as unknown as TypedDocumentString<
  OpsPreviewDataFileMutation,
  OpsPreviewDataFileMutationVariables
>;
export const OpsApplyDataFileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsApplyDataFile($name: String!, $text: String!, $sha256: String!, $reason: String!) {
  opsApplyDataFile(name: $name, text: $text, sha256: $sha256, reason: $reason) {
    ...OpsDataFilePreviewFields
  }
}
    fragment OpsDataFilePreviewFields on OpsDataFilePreview {
  sha256
  files {
    source
    kind
    changes
  }
  tables {
    table
    added
    changed
    removed
  }
  playersHoldingChangedRewards
  version
}`) as unknown as TypedDocumentString<OpsApplyDataFileMutation, OpsApplyDataFileMutationVariables>;
export const OpsReapplyDataFileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsReapplyDataFile($version: Int!, $reason: String!) {
  opsReapplyDataFile(version: $version, reason: $reason) {
    ...OpsDataFilePreviewFields
  }
}
    fragment OpsDataFilePreviewFields on OpsDataFilePreview {
  sha256
  files {
    source
    kind
    changes
  }
  tables {
    table
    added
    changed
    removed
  }
  playersHoldingChangedRewards
  version
}`) as unknown as TypedDocumentString<
  OpsReapplyDataFileMutation,
  OpsReapplyDataFileMutationVariables
>;
export const OpsDataFileHistoryDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsDataFileHistory($kind: String, $limit: Int) {
  opsDataFileHistory(kind: $kind, limit: $limit) {
    version
    kind
    name
    sha256
    author
    appliedAt
    reappliedFrom
  }
}
    `) as unknown as TypedDocumentString<OpsDataFileHistoryQuery, OpsDataFileHistoryQueryVariables>;
export const OpsGroupsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsGroups {
  opsGroups {
    key
    seasons {
      id
      key
      name
      current
    }
  }
}
    `) as unknown as TypedDocumentString<OpsGroupsQuery, OpsGroupsQueryVariables>;
export const OpsSeasonHealthDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsSeasonHealth($group: String!, $key: String, $days: Int) {
  opsSeasonHealth(group: $group, key: $key, days: $days) {
    season {
      id
      key
      name
      current
    }
    levels {
      level
      players
    }
    days {
      day
      xp
      activePlayers
    }
    claims {
      level
      track
      itemKey
      amount
      claims
    }
    sales {
      itemKey
      paymentType
      sold
    }
    economy {
      day
      currency
      reason
      minted
      burned
    }
    missions {
      mission
      title
      completions
    }
    chests {
      chest
      openings
      lines {
        label
        expected
        observed
      }
      test
      pValue
      flagged
    }
  }
}
    `) as unknown as TypedDocumentString<OpsSeasonHealthQuery, OpsSeasonHealthQueryVariables>;
export const OpsPlayerDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsPlayer($who: String!) {
  opsPlayer(who: $who) {
    id
    email
    username
    discriminator
    referralCode
    hasPassword
    createdAt
    bannedAt
    identities {
      provider
      id
    }
    wallets
    liveSessions
    balances {
      itemKey
      amount
    }
    seasons {
      group
      key
      xp
    }
    purchases {
      at
      itemKey
      quantity
      paymentType
      status
      stripePaymentIntent
      txHash
    }
    claims
    reservations
    mints
    referrals
    chestOpenings
  }
}
    `) as unknown as TypedDocumentString<OpsPlayerQuery, OpsPlayerQueryVariables>;
export const OpsPlayerLedgerDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsPlayerLedger($playerId: ID!, $currency: String, $limit: Int) {
  opsPlayerLedger(playerId: $playerId, currency: $currency, limit: $limit) {
    id
    at
    currency
    battlePassId
    delta
    balance
    reason
    idempotencyKey
  }
}
    `) as unknown as TypedDocumentString<OpsPlayerLedgerQuery, OpsPlayerLedgerQueryVariables>;
export const OpsGrantItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsGrantItem($input: OpsGrantInput!) {
  opsGrantItem(input: $input) {
    ...OpsGrantResultFields
  }
}
    fragment OpsGrantResultFields on OpsGrantResult {
  playerId
  itemKey
  granted
  xp
  level
}`) as unknown as TypedDocumentString<OpsGrantItemMutation, OpsGrantItemMutationVariables>;
export const OpsGrantXpDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsGrantXp($input: OpsXpGrantInput!) {
  opsGrantXp(input: $input) {
    ...OpsGrantResultFields
  }
}
    fragment OpsGrantResultFields on OpsGrantResult {
  playerId
  itemKey
  granted
  xp
  level
}`) as unknown as TypedDocumentString<OpsGrantXpMutation, OpsGrantXpMutationVariables>;
export const OpsRevokeItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsRevokeItem($input: OpsRevokeInput!) {
  opsRevokeItem(input: $input) {
    ...OpsSupportResultFields
  }
}
    fragment OpsSupportResultFields on OpsSupportResult {
  playerId
  bannedAt
  liveSessions
  balance
}`) as unknown as TypedDocumentString<OpsRevokeItemMutation, OpsRevokeItemMutationVariables>;
export const OpsCompleteSpecialMissionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsCompleteSpecialMission($input: OpsMissionInput!) {
  opsCompleteSpecialMission(input: $input) {
    ...OpsGrantResultFields
  }
}
    fragment OpsGrantResultFields on OpsGrantResult {
  playerId
  itemKey
  granted
  xp
  level
}`) as unknown as TypedDocumentString<
  OpsCompleteSpecialMissionMutation,
  OpsCompleteSpecialMissionMutationVariables
>;
export const OpsBanPlayerDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsBanPlayer($input: OpsPlayerActionInput!) {
  opsBanPlayer(input: $input) {
    ...OpsSupportResultFields
  }
}
    fragment OpsSupportResultFields on OpsSupportResult {
  playerId
  bannedAt
  liveSessions
  balance
}`) as unknown as TypedDocumentString<OpsBanPlayerMutation, OpsBanPlayerMutationVariables>;
export const OpsUnbanPlayerDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsUnbanPlayer($input: OpsPlayerActionInput!) {
  opsUnbanPlayer(input: $input) {
    ...OpsSupportResultFields
  }
}
    fragment OpsSupportResultFields on OpsSupportResult {
  playerId
  bannedAt
  liveSessions
  balance
}`) as unknown as TypedDocumentString<OpsUnbanPlayerMutation, OpsUnbanPlayerMutationVariables>;
export const OpsSignOutPlayerDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsSignOutPlayer($input: OpsPlayerActionInput!) {
  opsSignOutPlayer(input: $input) {
    ...OpsSupportResultFields
  }
}
    fragment OpsSupportResultFields on OpsSupportResult {
  playerId
  bannedAt
  liveSessions
  balance
}`) as unknown as TypedDocumentString<OpsSignOutPlayerMutation, OpsSignOutPlayerMutationVariables>;
export const OpsResendCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsResendCode($input: OpsResendCodeInput!) {
  opsResendCode(input: $input)
}
    `) as unknown as TypedDocumentString<OpsResendCodeMutation, OpsResendCodeMutationVariables>;
export const OpsSignInDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsSignIn($email: String!, $password: String!) {
  signInWithEmail(email: $email, password: $password) {
    ...OpsSessionFields
  }
}
    fragment OpsSessionFields on AuthPayload {
  userId
  accessToken
  accessTokenExpiresAt
}`) as unknown as TypedDocumentString<OpsSignInMutation, OpsSignInMutationVariables>;
export const OpsRefreshSessionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsRefreshSession {
  refreshSession {
    ...OpsSessionFields
  }
}
    fragment OpsSessionFields on AuthPayload {
  userId
  accessToken
  accessTokenExpiresAt
}`) as unknown as TypedDocumentString<
  OpsRefreshSessionMutation,
  OpsRefreshSessionMutationVariables
>;
export const OpsSignOutDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsSignOut {
  signOut
}
    `) as unknown as TypedDocumentString<OpsSignOutMutation, OpsSignOutMutationVariables>;
export const OpsViewerDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsViewer {
  opsViewer {
    ...OpsViewerFields
  }
}
    fragment OpsViewerFields on OpsViewer {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
  secondFactorVerified
}`) as unknown as TypedDocumentString<OpsViewerQuery, OpsViewerQueryVariables>;
export const OpsEnrollSecondFactorDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsEnrollSecondFactor {
  opsEnrollSecondFactor {
    secret
    otpauthUri
  }
}
    `) as unknown as TypedDocumentString<
  OpsEnrollSecondFactorMutation,
  OpsEnrollSecondFactorMutationVariables
>;
export const OpsConfirmSecondFactorDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsConfirmSecondFactor($code: String!) {
  opsConfirmSecondFactor(code: $code) {
    codes
  }
}
    `) as unknown as TypedDocumentString<
  OpsConfirmSecondFactorMutation,
  OpsConfirmSecondFactorMutationVariables
>;
export const OpsVerifySecondFactorDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsVerifySecondFactor($code: String!) {
  opsVerifySecondFactor(code: $code) {
    ...OpsViewerFields
  }
}
    fragment OpsViewerFields on OpsViewer {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
  secondFactorVerified
}`) as unknown as TypedDocumentString<
  OpsVerifySecondFactorMutation,
  OpsVerifySecondFactorMutationVariables
>;
export const OpsSiteSwitchesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsSiteSwitches {
  opsSiteSwitches {
    ...OpsSiteSwitchesFields
  }
}
    fragment OpsSiteSwitchesFields on OpsSiteSwitches {
  maintenanceMode
  maintenanceMessage
  flags {
    key
    on
  }
}`) as unknown as TypedDocumentString<OpsSiteSwitchesQuery, OpsSiteSwitchesQueryVariables>;
export const OpsSetFeatureFlagDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsSetFeatureFlag($key: String!, $on: Boolean!, $reason: String!) {
  opsSetFeatureFlag(key: $key, on: $on, reason: $reason) {
    ...OpsSiteSwitchesFields
  }
}
    fragment OpsSiteSwitchesFields on OpsSiteSwitches {
  maintenanceMode
  maintenanceMessage
  flags {
    key
    on
  }
}`) as unknown as TypedDocumentString<
  OpsSetFeatureFlagMutation,
  OpsSetFeatureFlagMutationVariables
>;
export const OpsSetMaintenanceDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsSetMaintenance($on: Boolean!, $message: String, $reason: String!) {
  opsSetMaintenance(on: $on, message: $message, reason: $reason) {
    ...OpsSiteSwitchesFields
  }
}
    fragment OpsSiteSwitchesFields on OpsSiteSwitches {
  maintenanceMode
  maintenanceMessage
  flags {
    key
    on
  }
}`) as unknown as TypedDocumentString<
  OpsSetMaintenanceMutation,
  OpsSetMaintenanceMutationVariables
>;
export const OpsStaffDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OpsStaff {
  opsStaff {
    ...OpsStaffMemberFields
  }
}
    fragment OpsStaffMemberFields on OpsStaffMember {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
}`) as unknown as TypedDocumentString<OpsStaffQuery, OpsStaffQueryVariables>;
export const OpsGrantRoleDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsGrantRole($email: String!, $role: StaffRoleName!, $groupKey: String, $reason: String!) {
  opsGrantRole(email: $email, role: $role, groupKey: $groupKey, reason: $reason) {
    ...OpsStaffMemberFields
  }
}
    fragment OpsStaffMemberFields on OpsStaffMember {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
}`) as unknown as TypedDocumentString<OpsGrantRoleMutation, OpsGrantRoleMutationVariables>;
export const OpsRevokeRoleDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation OpsRevokeRole($email: String!, $role: StaffRoleName!, $groupKey: String, $reason: String!) {
  opsRevokeRole(email: $email, role: $role, groupKey: $groupKey, reason: $reason) {
    ...OpsStaffMemberFields
  }
}
    fragment OpsStaffMemberFields on OpsStaffMember {
  userId
  email
  roles {
    role
    groupKey
  }
  secondFactorEnrolled
}`) as unknown as TypedDocumentString<OpsRevokeRoleMutation, OpsRevokeRoleMutationVariables>;
