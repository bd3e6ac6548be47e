// The query a client sends to /{provider}/authorize (spec 2 §7 Third-party sign-in: return_to, the
// state code, action_source and cpt_token), cleaned up before anything of it is stored or echoed.
import { z } from 'zod';

/** Where the player lands after a third-party sign-in unless return_to names another page. */
export const DEFAULT_RETURN_TO = '/auth/callback';

/** spec 2 §8 user-not-exists: only a sign-in refuses to create an account. */
export const SIGN_IN_ACTION = 'sign-in';

export type SignInRequest = {
  returnTo: string;
  actionSource: string | undefined;
  /** The client's own state code, handed back untouched on the return redirect. */
  clientState: string | undefined;
  /** The signed-in player's access token when connecting a provider to their account. */
  cptToken: string | undefined;
  /** The invite code a new player signs up with (issue 14 Build 1; spec 1 §9 storage key referral-code). */
  referralCode: string | undefined;
};

const placeholderOrigin = 'http://return-to.invalid';

/**
 * Keeps return_to only when it is a path on this site: an absolute URL, a protocol-relative
 * `//host` or a `/\host` path would send the player (and the result) to another origin.
 */
export function sameSiteReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/'))
    return DEFAULT_RETURN_TO;
  if (/^\/[/\\]/.test(value) || /[\p{Cc}\\]/u.test(value)) return DEFAULT_RETURN_TO;
  const url = new URL(value, placeholderOrigin);
  if (url.origin !== placeholderOrigin) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}`;
}

const optionalText = (pattern: RegExp, max: number) =>
  z
    .string()
    .max(max)
    .regex(pattern)
    .optional()
    .catch(() => undefined);

const querySchema = z.object({
  return_to: z.unknown().optional(),
  state: optionalText(/^[\x21-\x7e]+$/, 512),
  action_source: optionalText(/^[a-z][a-z0-9_-]*$/, 64),
  cpt_token: optionalText(/^[\x21-\x7e]+$/, 4096),
  referral_code: optionalText(/^[A-Za-z0-9]+$/, 32),
});

export function readSignInRequest(query: unknown): SignInRequest {
  const parsed = querySchema.parse(typeof query === 'object' && query !== null ? query : {});
  return {
    returnTo: sameSiteReturnTo(parsed.return_to),
    actionSource: parsed.action_source,
    clientState: parsed.state,
    cptToken: parsed.cpt_token,
    referralCode: parsed.referral_code,
  };
}

export type SignInResult =
  | { status: 'success' }
  /** wallet: spec 2 §8 twitter-/discord-id-already-in-use, the other account's wallet in short form. */
  | { status: 'error'; code: string; wallet?: string | undefined };

/** return_to with ?status=success or ?status=error&code=..., and the client's state code. */
export function resultLocation(
  returnTo: string,
  result: SignInResult,
  clientState: string | undefined,
): string {
  const url = new URL(sameSiteReturnTo(returnTo), placeholderOrigin);
  url.searchParams.set('status', result.status);
  if (result.status === 'error') url.searchParams.set('code', result.code);
  if (result.status === 'error' && result.wallet) url.searchParams.set('wallet', result.wallet);
  if (clientState) url.searchParams.set('state', clientState);
  return `${url.pathname}${url.search}`;
}
