// spec 1 §5: a captcha token is required when the captcha feature is on; spec 1 §6 captcha-enabled
// features are a feature switch listing the protected actions.
import { CAPTCHA_HEADER } from '@levelup/api/accounts';

/** The actions the captcha switch can protect (the featureFlags.captchaFeatures values). */
export type CaptchaFeature =
  'sign-in' | 'sign-up' | 'request-email-code' | 'daily-chest' | 'reserve';

/** Whether the switch asks for a captcha before this action. */
export function isCaptchaRequired(
  captchaFeatures: ReadonlyArray<string> | undefined,
  feature: CaptchaFeature,
): boolean {
  return captchaFeatures?.includes(feature) ?? false;
}

/** Request headers carrying the token, or none without one. */
export function captchaHeaders(token: string | null): Record<string, string> {
  return token ? { [CAPTCHA_HEADER]: token } : {};
}
