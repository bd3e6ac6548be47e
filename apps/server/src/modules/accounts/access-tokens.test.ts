import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, createAccessTokens } from './access-tokens.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters!';
const claims = { userId: '8c5f5a43-4b7b-4f3c-9d0e-3f8f5e0c1a11', familyId: 'family-1' };

describe('access tokens', () => {
  it('carry the player and the session family for 15 minutes', async () => {
    const tokens = createAccessTokens(secret);
    const issued = await tokens.issue(claims, new Date());
    expect(issued.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_MS);
    expect(await tokens.verify(issued.token)).toEqual(claims);
  });

  it('are refused once expired, with another key, or unsigned', async () => {
    const tokens = createAccessTokens(secret);
    const old = await tokens.issue(claims, new Date(Date.now() - ACCESS_TOKEN_TTL_MS - 1000));
    expect(await tokens.verify(old.token)).toBeNull();
    const other = await createAccessTokens(`${secret}-other`).issue(claims, new Date());
    expect(await tokens.verify(other.token)).toBeNull();
    const [, payload] = (await tokens.issue(claims, new Date())).token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
  });
});
