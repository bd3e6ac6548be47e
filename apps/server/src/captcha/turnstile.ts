// Cloudflare Turnstile verification (spec 1 §5 "Captcha token required when the captcha feature is on"):
// the token the widget gave the browser is checked with siteverify, whose URL is configuration.
export type CaptchaVerifier = {
  verify: (token: string, remoteIp: string) => Promise<boolean>;
};

export type TurnstileConfig = { secretKey: string | null; verifyUrl: string };

const VERIFY_TIMEOUT_MS = 5000;

export function createTurnstileVerifier(
  { secretKey, verifyUrl }: TurnstileConfig,
  onError: (message: string, error?: unknown) => void,
): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      if (!secretKey) {
        onError(
          'A captcha feature is on but TURNSTILE_SECRET_KEY is not set: rejecting the request.',
        );
        return false;
      }
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) {
          onError(`Turnstile siteverify answered HTTP ${response.status}.`);
          return false;
        }
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch (error) {
        onError('Turnstile siteverify could not be reached.', error);
        return false;
      }
    },
  };
}
