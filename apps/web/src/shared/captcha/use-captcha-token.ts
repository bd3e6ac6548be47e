// spec 1 §5: a captcha token is required when the captcha feature is on; with it off nothing is asked.
import { useQueryClient } from '@tanstack/react-query';
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
