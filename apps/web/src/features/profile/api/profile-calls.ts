// spec 2 §5 profile rules (updateProfile), spec 1 §7 Update e-mail (data.email with a CHANGE_EMAIL code)
// and Request e-mail OTP.
import type { ApiClient } from '@levelup/api/client';
import {
  RequestEmailCodeDocument,
  UpdateEmailDocument,
  UpdateProfileDocument,
} from '@levelup/api/accounts';
import { captchaHeaders } from '#shared/captcha/captcha-features.ts';

export async function updateProfile(api: ApiClient, input: { username: string; bio: string }) {
  const result = await api.request(UpdateProfileDocument, { input });
  return result.updateProfile;
}

export async function requestChangeEmailCode(
  api: ApiClient,
  email: string,
  captchaToken: string | null,
): Promise<void> {
  await api.request({
    document: RequestEmailCodeDocument,
    variables: { email, purpose: 'CHANGE_EMAIL' },
    requestHeaders: captchaHeaders(captchaToken),
  });
}

export async function updateEmail(api: ApiClient, data: { email: string; code: string }) {
  const result = await api.request(UpdateEmailDocument, { data });
  return result.updateEmail;
}
