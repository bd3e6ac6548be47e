// Steam sign-in through OpenID 2.0 (Steam offers no OAuth2 for this): the player is sent to the
// Steam OpenID endpoint, comes back with a signed assertion, and the assertion is checked with
// the endpoint itself (check_authentication) before its claimed_id gives the 64-bit Steam id.
import { z } from 'zod';
import type { SteamConfig } from './config.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SignInError } from './sign-in-error.ts';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
/** OpenID 2.0 §10.1 and §11.4: fields a positive assertion must sign. */
const MUST_BE_SIGNED = [
  'op_endpoint',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'claimed_id',
  'identity',
];
const timeout = () => AbortSignal.timeout(10_000);

/** The Steam OpenID login URL; Steam sends the player back to returnTo. */
export function steamLoginUrl(config: SteamConfig, returnTo: string, realm: string): URL {
  const url = new URL(config.openIdUrl);
  url.search = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  }).toString();
  return url;
}

function invalid(message: string): SignInError {
  return new SignInError('provider-error', `Steam sign-in: ${message}.`);
}

/** Checks the assertion on the callback URL and returns the player's 64-bit Steam id. */
export async function verifySteamAssertion(
  config: SteamConfig,
  callbackUrl: URL,
  expectedReturnTo: string,
): Promise<string> {
  const params = callbackUrl.searchParams;
  const field = (name: string) => params.get(`openid.${name}`);
  if (field('mode') === 'cancel')
    throw new SignInError('access-denied', 'The sign-in was cancelled at Steam.');
  if (field('mode') !== 'id_res' || field('ns') !== OPENID_NS) throw invalid('not an assertion');
  if (field('op_endpoint') !== config.openIdUrl) throw invalid('another OpenID endpoint');
  if (field('return_to') !== expectedReturnTo) throw invalid('another return_to');
  const steamId = CLAIMED_ID.exec(field('claimed_id') ?? '')?.[1];
  if (!steamId || field('identity') !== field('claimed_id')) throw invalid('no Steam id');
  const signed = (field('signed') ?? '').split(',');
  if (!MUST_BE_SIGNED.every((name) => signed.includes(name))) throw invalid('fields left unsigned');

  const check = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith('openid.')) check.set(key, value);
  check.set('openid.mode', 'check_authentication');
  const response = await fetch(config.openIdUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: check,
    signal: timeout(),
  }).catch((error: unknown) => {
    throw new SignInError('provider-error', 'Steam could not be reached.', { cause: error });
  });
  // Key-value form encoding (OpenID 2.0 §4.1.1): one "key:value" per line.
  const answer = new Map(
    (await response.text()).split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as const;
    }),
  );
  if (!response.ok || answer.get('is_valid') !== 'true') throw invalid('assertion not valid');
  return steamId;
}

const playerSummariesSchema = z.object({
  response: z.object({
    players: z.array(z.object({ steamid: z.string(), personaname: z.string().optional() })),
  }),
});

/** The player's persona name from the Steam Web API; null when Steam does not say. */
export async function steamProfile(config: SteamConfig, steamId: string): Promise<ProviderProfile> {
  const url = new URL('ISteamUser/GetPlayerSummaries/v2/', `${config.apiUrl.replace(/\/$/, '')}/`);
  url.search = new URLSearchParams({ key: config.apiKey, steamids: steamId }).toString();
  try {
    const response = await fetch(url, { signal: timeout() });
    const { players } = playerSummariesSchema.parse(await response.json()).response;
    const player = players.find((candidate) => candidate.steamid === steamId);
    return { providerUserId: steamId, displayName: player?.personaname ?? null };
  } catch {
    return { providerUserId: steamId, displayName: null };
  }
}
