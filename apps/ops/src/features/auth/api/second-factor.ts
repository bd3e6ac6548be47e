// issue 29 §"Who uses it": a TOTP second factor with recovery codes, proved once per session.
import {
  OpsConfirmSecondFactorDocument,
  OpsEnrollSecondFactorDocument,
  OpsVerifySecondFactorDocument,
} from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const enrollSecondFactor = async () =>
  (await api.request(OpsEnrollSecondFactorDocument)).opsEnrollSecondFactor;

export const confirmSecondFactor = async (code: string) =>
  (await api.request(OpsConfirmSecondFactorDocument, { code })).opsConfirmSecondFactor.codes;

export const verifySecondFactor = async (code: string) =>
  (await api.request(OpsVerifySecondFactorDocument, { code })).opsVerifySecondFactor;
