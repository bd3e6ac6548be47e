// The redirect flow of Steam (OpenID 2.0): the state rides in the return_to URL, which Steam echoes
// and signs, and which must come back exactly as it was sent.
import type { SteamConfig } from './config.ts';
import type { RedirectProvider } from './redirect-sign-in.ts';
import { steamLoginUrl, steamProfile, verifySteamAssertion } from './steam-openid.ts';

function returnToWithState(callbackUrl: string, state: string): string {
  return `${callbackUrl}?${new URLSearchParams({ state })}`;
}

export function steamRedirectProvider(config: SteamConfig): RedirectProvider {
  return {
    key: 'steam',
    name: 'Steam',
    // spec 2 §8 invalid-connect-steam-token
    invalidConnectCode: 'invalid-connect-steam-token',
    start: async ({ callbackUrl, state }) => ({
      location: steamLoginUrl(
        config,
        returnToWithState(callbackUrl, state),
        `${new URL(callbackUrl).origin}/`,
      ),
    }),
    async finish({ callbackUrl, currentUrl, pending }) {
      const expectedReturnTo = returnToWithState(callbackUrl, pending.state);
      const steamId = await verifySteamAssertion(config, currentUrl, expectedReturnTo);
      return steamProfile(config, steamId);
    },
  };
}
