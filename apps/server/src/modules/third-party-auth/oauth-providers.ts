// The OAuth2 / OpenID Connect providers of spec 2 §7 "Third-party sign-in", with their production
// endpoints. Each endpoint can be overridden by the environment ({PREFIX}_ISSUER, _AUTHORIZATION_URL,
// _TOKEN_URL, _PROFILE_URL), which the tests use to point a provider at a local OAuth2 server.

/**
 * How the provider's profile endpoint answers (see provider-profile.ts); 'id-token': the provider has
 * no such endpoint (Apple), the signed-in user is the verified ID token's.
 */
export type ProfileShape = 'openid-userinfo' | 'discord-user' | 'twitter-user' | 'id-token';

export type OAuthProviderDefinition = {
  key: 'discord' | 'epic-games' | 'xbox' | 'google' | 'twitch' | 'twitter' | 'apple';
  name: string;
  /** Prefix of the provider's environment variables, e.g. EPIC_GAMES for EPIC_GAMES_CLIENT_ID. */
  envPrefix: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  /**
   * Where the signed-in provider user is read with the access token; for an 'id-token' provider, the
   * issuer's JSON Web Key Set that verifies the ID token's signature.
   */
  profileUrl: string;
  profileShape: ProfileShape;
  /** Empty: no scope parameter (Apple, whose query response mode allows none). */
  scope: string;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'client_secret_post' | 'client_secret_basic';
  /** Extra authorization request parameters the provider needs. */
  authorizationParameters?: Record<string, string>;
};

export const oauthProviderDefinitions: readonly OAuthProviderDefinition[] = [
  {
    key: 'discord',
    name: 'Discord',
    envPrefix: 'DISCORD',
    issuer: 'https://discord.com',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    profileUrl: 'https://discord.com/api/users/@me',
    profileShape: 'discord-user',
    scope: 'identify',
    clientAuth: 'client_secret_post',
  },
  {
    key: 'epic-games',
    name: 'Epic Games',
    envPrefix: 'EPIC_GAMES',
    issuer: 'https://api.epicgames.dev/epic/oauth/v2',
    authorizationUrl: 'https://www.epicgames.com/id/authorize',
    tokenUrl: 'https://api.epicgames.dev/epic/oauth/v2/token',
    profileUrl: 'https://api.epicgames.dev/epic/oauth/v2/userInfo',
    profileShape: 'openid-userinfo',
    scope: 'basic_profile openid',
    clientAuth: 'client_secret_basic',
  },
  {
    // Xbox players sign in with their Microsoft account (personal accounts tenant).
    key: 'xbox',
    name: 'Xbox',
    envPrefix: 'XBOX',
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    authorizationUrl: 'https://login.microsoftonline.com/consumers/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/consumers/oauth2/v2.0/token',
    profileUrl: 'https://graph.microsoft.com/oidc/userinfo',
    profileShape: 'openid-userinfo',
    scope: 'openid profile',
    clientAuth: 'client_secret_post',
  },
  {
    key: 'google',
    name: 'Google',
    envPrefix: 'GOOGLE',
    issuer: 'https://accounts.google.com',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    profileShape: 'openid-userinfo',
    scope: 'openid profile',
    clientAuth: 'client_secret_post',
  },
  {
    key: 'twitch',
    name: 'Twitch',
    envPrefix: 'TWITCH',
    issuer: 'https://id.twitch.tv/oauth2',
    authorizationUrl: 'https://id.twitch.tv/oauth2/authorize',
    tokenUrl: 'https://id.twitch.tv/oauth2/token',
    profileUrl: 'https://id.twitch.tv/oauth2/userinfo',
    profileShape: 'openid-userinfo',
    scope: 'openid',
    clientAuth: 'client_secret_post',
    // Twitch's userinfo carries the login name only when asked for it.
    authorizationParameters: { claims: JSON.stringify({ userinfo: { preferred_username: null } }) },
  },
  {
    key: 'twitter',
    name: 'Twitter',
    envPrefix: 'TWITTER',
    issuer: 'https://twitter.com',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    profileUrl: 'https://api.x.com/2/users/me',
    profileShape: 'twitter-user',
    scope: 'users.read tweet.read',
    clientAuth: 'client_secret_basic',
  },
  {
    // Sign in with Apple (OpenID Connect; spec 2 §3 Auth providers). Apple has no userinfo endpoint:
    // the user is the ID token's subject, verified with Apple's keys. No scope (name, email) is asked,
    // so the answer can come back in the query (Apple posts it as a form otherwise, which the state
    // cookie, SameSite=Lax, does not follow). APPLE_CLIENT_SECRET is the client secret JWT that Apple's
    // developer key signs (it lasts up to six months).
    key: 'apple',
    name: 'Apple',
    envPrefix: 'APPLE',
    issuer: 'https://appleid.apple.com',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    profileUrl: 'https://appleid.apple.com/auth/keys',
    profileShape: 'id-token',
    scope: '',
    clientAuth: 'client_secret_post',
    authorizationParameters: { response_mode: 'query' },
  },
];
