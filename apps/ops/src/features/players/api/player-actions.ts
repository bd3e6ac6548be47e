import {
  OpsBanPlayerDocument,
  OpsCompleteSpecialMissionDocument,
  OpsGrantItemDocument,
  OpsGrantXpDocument,
  OpsResendCodeDocument,
  OpsRevokeItemDocument,
  OpsSignOutPlayerDocument,
  OpsUnbanPlayerDocument,
  type OpsCodePurpose,
  type OpsGrantInput,
  type OpsMissionInput,
  type OpsRevokeInput,
  type OpsXpGrantInput,
} from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

type Action = { playerId: string; reason: string };

export const playerActions = {
  grantItem: (input: OpsGrantInput) => api.request(OpsGrantItemDocument, { input }),
  grantXp: (input: OpsXpGrantInput) => api.request(OpsGrantXpDocument, { input }),
  revokeItem: (input: OpsRevokeInput) => api.request(OpsRevokeItemDocument, { input }),
  completeSpecialMission: (input: OpsMissionInput) =>
    api.request(OpsCompleteSpecialMissionDocument, { input }),
  ban: (input: Action) => api.request(OpsBanPlayerDocument, { input }),
  unban: (input: Action) => api.request(OpsUnbanPlayerDocument, { input }),
  signOutEverywhere: (input: Action) => api.request(OpsSignOutPlayerDocument, { input }),
  resendCode: (input: Action & { purpose: OpsCodePurpose }) =>
    api.request(OpsResendCodeDocument, { input }),
  /** A sign-up code to an address without an account yet (such a person has no id). */
  sendSignUpCode: (input: { email: string; reason: string }) =>
    api.request(OpsResendCodeDocument, { input: { ...input, purpose: 'SIGN_UP' } }),
};
