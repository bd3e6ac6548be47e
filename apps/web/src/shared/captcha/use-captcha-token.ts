// spec 1 §5: a captcha token is required when the captcha feature is on; with it off nothing is asked.
// issue 10: after failed attempts on an e-mail the server may ask for the captcha all the same
// (turnstile-error with extensions.captchaRequired); the call is then made once more with a token.
import { useQueryClient } from '@tanstack/react-query';
import { apiCaptchaRequired } from '@levelup/api/errors';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { env } from '#env.ts';
import { useApi } from '../use-api.ts';
import { isCaptchaRequired } from './captcha-features.ts';
import type { CaptchaFeature } from './captcha-features.ts';
import { requestCaptchaToken } from './request-captcha-token.tsx';

/** A function giving a captcha token for an action, or null when the switch does not protect it. */
export function useCaptchaToken(): (feature: CaptchaFeature) => Promise<string | null> {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (feature) => {
    const { featureFlags } = await queryClient.ensureQueryData(featureFlagsQueryOptions(api));
    if (!isCaptchaRequired(featureFlags.captchaFeatures, feature)) return null;
    return requestCaptchaToken({ siteKey: env.turnstileSiteKey, action: feature });
  };
}

/**
 * Runs a captcha-protected call: with a token when the switch asks for one, and once more with a
 * token when the server answers that this e-mail now needs the captcha.
 */
export function useWithCaptcha(): <T>(
  feature: CaptchaFeature,
  call: (token: string | null) => Promise<T>,
) => Promise<T> {
  const captchaToken = useCaptchaToken();
  return async (feature, call) => {
    const token = await captchaToken(feature);
    try {
      return await call(token);
    } catch (error) {
      if (token !== null || !apiCaptchaRequired(error)) throw error;
      return call(await requestCaptchaToken({ siteKey: env.turnstileSiteKey, action: feature }));
    }
  };
}
