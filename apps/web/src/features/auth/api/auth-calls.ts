// spec 1 §7 Mutations: sign in / sign up with e-mail (captcha token in a header), request and verify
// e-mail OTP, change password.
import type { ApiClient } from '@levelup/api/client';
import {
  ChangePasswordDocument,
  RequestEmailCodeDocument,
  SignInWithEmailDocument,
  SignUpWithEmailDocument,
  VerifyEmailCodeDocument,
} from '@levelup/api/accounts';
import type { EmailCodePurpose, SignUpInput } from '@levelup/api/accounts';
import { captchaHeaders } from '#shared/captcha/captcha-features.ts';

export async function signInWithEmail(
  api: ApiClient,
  input: { email: string; password: string },
  captchaToken: string | null,
) {
  const result = await api.request({
    document: SignInWithEmailDocument,
    variables: input,
    requestHeaders: captchaHeaders(captchaToken),
  });
  return result.signInWithEmail;
}

export async function signUpWithEmail(
  api: ApiClient,
  input: SignUpInput,
  captchaToken: string | null,
) {
  const result = await api.request({
    document: SignUpWithEmailDocument,
    variables: { input },
    requestHeaders: captchaHeaders(captchaToken),
  });
  return result.signUpWithEmail;
}

export async function requestEmailCode(
  api: ApiClient,
  input: { email: string; purpose: EmailCodePurpose; emailTemplateId?: string | null },
  captchaToken: string | null,
) {
  await api.request({
    document: RequestEmailCodeDocument,
    variables: input,
    requestHeaders: captchaHeaders(captchaToken),
  });
}

export async function verifyEmailCode(
  api: ApiClient,
  input: { email: string; code: string; purpose: EmailCodePurpose },
): Promise<boolean> {
  const result = await api.request(VerifyEmailCodeDocument, input);
  return result.verifyEmailCode;
}

export async function changePassword(
  api: ApiClient,
  input: { email: string; password: string; code: string },
): Promise<void> {
  await api.request(ChangePasswordDocument, input);
}
