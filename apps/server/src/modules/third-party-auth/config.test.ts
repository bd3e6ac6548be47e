import { describe, expect, it } from 'vitest';
import { readThirdPartyAuthConfig } from './config.ts';

describe('readThirdPartyAuthConfig', () => {
  it('configures nothing without credentials', () => {
    expect(readThirdPartyAuthConfig({})).toEqual({
      origin: undefined,
      stateSecret: undefined,
      oauth: [],
      steam: undefined,
      telegram: undefined,
      partner: undefined,
    });
  });

  it('configures a provider with credentials, on its production endpoints by default', () => {
    const config = readThirdPartyAuthConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      EPIC_GAMES_CLIENT_ID: 'epic-id',
      EPIC_GAMES_CLIENT_SECRET: 'epic-secret',
      EPIC_GAMES_TOKEN_URL: 'http://127.0.0.1:4401/token',
      TWITTER_CLIENT_ID: '',
    });
    expect(config.oauth.map((provider) => provider.key)).toEqual(['epic-games', 'google']);
    expect(config.oauth[1]).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(config.oauth[0]).toMatchObject({
      tokenUrl: 'http://127.0.0.1:4401/token',
      authorizationUrl: 'https://www.epicgames.com/id/authorize',
    });
  });

  it('refuses half a pair of credentials and names the variable', () => {
    expect(() => readThirdPartyAuthConfig({ DISCORD_CLIENT_ID: 'id' })).toThrow(
      /DISCORD_CLIENT_SECRET/,
    );
    expect(() => readThirdPartyAuthConfig({ TELEGRAM_BOT_TOKEN: '1:abc' })).toThrow(
      /TELEGRAM_BOT_USERNAME/,
    );
    expect(() => readThirdPartyAuthConfig({ PARTNER_SESSION_KEY: 'short' })).toThrow(
      /PARTNER_SESSION_KEY/,
    );
  });

  it('reads Steam, Telegram and the partner site', () => {
    const config = readThirdPartyAuthConfig({
      THIRD_PARTY_AUTH_ORIGIN: 'https://play.example/ignored-path',
      STEAM_API_KEY: 'steam-key',
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_BOT_USERNAME: 'levelup_bot',
      PARTNER_SESSION_KEY: 'k'.repeat(32),
      PARTNER_SESSION_ISSUER: 'https://partner.example',
    });
    expect(config.origin).toBe('https://play.example');
    expect(config.steam).toEqual({
      apiKey: 'steam-key',
      openIdUrl: 'https://steamcommunity.com/openid/login',
      apiUrl: 'https://api.steampowered.com',
    });
    expect(config.telegram).toMatchObject({
      botUsername: 'levelup_bot',
      maxAuthAgeSeconds: 86_400,
    });
    expect(config.partner).toEqual({
      providerKey: 'pudgy',
      cookieName: 'partner_session',
      key: 'k'.repeat(32),
      issuer: 'https://partner.example',
      audience: undefined,
    });
  });
});
