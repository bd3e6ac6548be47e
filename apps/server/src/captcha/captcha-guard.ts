// Asks for a captcha only for the features the site's captchaFeatures flag lists (spec 1 §6 feature
// switches; site.yaml). Failure is turnstile-error with the spec 1 §8 text.
import { captchaFailed } from '#errors.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { CaptchaVerifier } from './turnstile.ts';

/** The features of issue 3; other modules add theirs (e.g. reserve). */
export type CaptchaFeature = 'sign-in' | 'sign-up' | 'request-email-code';

/** The request header that carries the Turnstile token (spec 1 §7 "captcha token in a header"). */
export const CAPTCHA_HEADER = 'cf-turnstile-response';

export type CaptchaGuard = {
  check: (feature: CaptchaFeature, request: { token: string | null; ip: string }) => Promise<void>;
};

export function createCaptchaGuard(site: SiteService, verifier: CaptchaVerifier): CaptchaGuard {
  return {
    async check(feature, { token, ip }) {
      const { captchaFeatures } = await site.featureFlags();
      if (!captchaFeatures.includes(feature)) return;
      if (!token || !(await verifier.verify(token, ip))) throw captchaFailed();
    },
  };
}
