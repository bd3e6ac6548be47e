import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from './config.ts';
import { verifyPartnerSession } from './partner-session.ts';

const config: PartnerConfig = {
  providerKey: 'pudgy',
  cookieName: 'partner_session',
  key: 'partner-shared-key-of-32-characters!',
  issuer: 'https://partner.example',
  audience: 'levelup',
};

function partnerSession(
  claims: Record<string, unknown>,
  { key = config.key, expiresIn = '1h' }: { key?: string; expiresIn?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(String(claims['iss'] ?? config.issuer))
    .setAudience('levelup')
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(key));
}

const invalid = expect.objectContaining({ code: 'invalid-partner-session' });

describe('verifyPartnerSession', () => {
  it('reads the partner player from a session signed with the shared key', async () => {
    const token = await partnerSession({ sub: 'pudgy-7', username: 'penguin7' });
    expect(await verifyPartnerSession(config, token)).toEqual({
      providerUserId: 'pudgy-7',
      displayName: 'penguin7',
    });
  });

  it('refuses a missing, forged, expired or foreign session', async () => {
    await expect(verifyPartnerSession(config, undefined)).rejects.toThrow(invalid);
    const forged = await partnerSession({ sub: 'pudgy-7' }, { key: 'x'.repeat(32) });
    await expect(verifyPartnerSession(config, forged)).rejects.toThrow(invalid);
    const expired = await partnerSession({ sub: 'pudgy-7' }, { expiresIn: '-1m' });
    await expect(verifyPartnerSession(config, expired)).rejects.toThrow(invalid);
    const foreign = await partnerSession({ sub: 'pudgy-7', iss: 'https://other.example' });
    await expect(verifyPartnerSession(config, foreign)).rejects.toThrow(invalid);
    await expect(verifyPartnerSession(config, 'not-a-jwt')).rejects.toThrow(invalid);
  });

  it('refuses a session without a subject', async () => {
    await expect(verifyPartnerSession(config, await partnerSession({}))).rejects.toThrow(invalid);
  });
});
