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

/**
 * The site's switches and Turnstile's public site key: the server's (TURNSTILE_SITE_KEY, paired with
 * its secret) when it names one, else this build's VITE_TURNSTILE_SITE_KEY.
 */
function useCaptchaSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return async () => {
    const { featureFlags } = await queryClient.ensureQueryData(featureFlagsQueryOptions(api));
    return {
      captchaFeatures: featureFlags.captchaFeatures,
      siteKey: featureFlags.captchaSiteKey ?? env.turnstileSiteKey,
    };
  };
}

/** A function giving a captcha token for an action, or null when the switch does not protect it. */
export function useCaptchaToken(): (feature: CaptchaFeature) => Promise<string | null> {
  const captchaSettings = useCaptchaSettings();
  return async (feature) => {
    const { captchaFeatures, siteKey } = await captchaSettings();
    if (!isCaptchaRequired(captchaFeatures, feature)) return null;
    return requestCaptchaToken({ siteKey, action: feature });
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
  const captchaSettings = useCaptchaSettings();
  return async (feature, call) => {
    const token = await captchaToken(feature);
    try {
      return await call(token);
    } catch (error) {
      if (token !== null || !apiCaptchaRequired(error)) throw error;
      const { siteKey } = await captchaSettings();
      return call(await requestCaptchaToken({ siteKey, action: feature }));
    }
  };
}
