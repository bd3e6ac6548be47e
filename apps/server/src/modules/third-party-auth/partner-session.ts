// The partner site's session (spec 1 §4 Partner-site auth), verified and not trusted: a JWT the
// partner signs with the shared key (HS256), with an expiry, and the configured issuer and audience.
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { PartnerConfig } from './config.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SignInError } from './sign-in-error.ts';

const claimsSchema = z.object({
  sub: z.string().min(1).max(256),
  name: z.string().min(1).optional(),
  username: z.string().min(1).optional(),
});

export async function verifyPartnerSession(
  config: PartnerConfig,
  token: string | undefined,
): Promise<ProviderProfile> {
  if (!token)
    throw new SignInError(
      'invalid-partner-session',
      'There is no partner session to sign in with.',
    );
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(config.key), {
      algorithms: ['HS256'],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = claimsSchema.parse(payload);
    return { providerUserId: claims.sub, displayName: claims.username ?? claims.name ?? null };
  } catch (error) {
    throw new SignInError('invalid-partner-session', 'The partner session is not valid.', {
      cause: error,
    });
  }
}
