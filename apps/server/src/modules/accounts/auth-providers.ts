// Third-party sign-in providers shown to players (spec 2 §7 Third-party sign-in). The third-party-auth
// module registers each provider that has credentials; one without credentials is never registered,
// so it stays hidden (issue 3 Build 7).

export type AuthProviderEntry = {
  /** discord, epic-games, xbox, google, steam, telegram, twitch or twitter. */
  key: string;
  name: string;
  /** Browser redirect target, e.g. /discord/authorize. */
  authorizePath: string;
};

export type AuthProviderRegistry = {
  registerAuthProvider: (provider: AuthProviderEntry) => void;
  listAuthProviders: () => AuthProviderEntry[];
};

/** A registry per server instance, so tests with different credentials do not share providers. */
export function createAuthProviderRegistry(): AuthProviderRegistry {
  const providers = new Map<string, AuthProviderEntry>();
  return {
    registerAuthProvider(provider) {
      providers.set(provider.key, provider);
    },
    listAuthProviders: () => [...providers.values()],
  };
}
