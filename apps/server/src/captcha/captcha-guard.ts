// Asks for a captcha for the features the site's captchaFeatures flag lists (spec 1 §6 feature
// switches; site.yaml), and, when Turnstile is configured, for an e-mail that has had too many failed
// attempts (issue 10 fault 3: the captcha instead of refusing the right password). Failure is
// turnstile-error with the spec 1 §8 text.
import { captchaFailed } from '#errors.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { CaptchaVerifier } from './turnstile.ts';

/** The features of issue 3; other modules add theirs (e.g. reserve; issue 12: daily-chest). */
export type CaptchaFeature =
  | 'sign-in'
  | 'sign-up'
  | 'request-email-code'
  | 'daily-chest'
  // issue 13: spec 2 §5 "A mint reserve needs a captcha token, sent as a header".
  | 'reserve';

/** The request header that carries the Turnstile token (spec 1 §7 "captcha token in a header"). */
export const CAPTCHA_HEADER = 'cf-turnstile-response';

type CaptchaRequest = { token: string | null; ip: string };

export type CaptchaGuard = {
  /** Verifies the token when the site's captchaFeatures lists the feature. */
  check: (feature: CaptchaFeature, request: CaptchaRequest) => Promise<void>;
  /**
   * After too many failures on an e-mail: verifies the token when Turnstile is configured (a missing
   * one answers turnstile-error with extensions.captchaRequired); without Turnstile, nothing.
   */
  checkAfterFailures: (feature: CaptchaFeature, request: CaptchaRequest) => Promise<void>;
};

export function createCaptchaGuard(
  site: SiteService,
  verifier: CaptchaVerifier,
  { configured }: { configured: boolean },
): CaptchaGuard {
  return {
    async check(feature, { token, ip }) {
      const { captchaFeatures } = await site.featureFlags();
      if (!captchaFeatures.includes(feature)) return;
      if (!token || !(await verifier.verify(token, ip))) throw captchaFailed();
    },
    async checkAfterFailures(feature, { token, ip }) {
      if (!configured) return;
      const { captchaFeatures } = await site.featureFlags();
      // Already verified by check() for this request.
      if (captchaFeatures.includes(feature)) return;
      if (!token || !(await verifier.verify(token, ip)))
        throw captchaFailed({ captchaRequired: true });
    },
  };
}
