// Reads who signed in from each provider's profile endpoint: the provider's user id (the identity
// key) and a display name kept on the identity (spec 2 §3 Auth providers).
import { z } from 'zod';
import type { ProfileShape } from './oauth-providers.ts';

export type ProviderProfile = {
  providerUserId: string;
  displayName: string | null;
  /** An e-mail the provider vouches for (email_verified), from the external identity service only. */
  verifiedEmail?: string | undefined;
};

const id = z.union([z.string().min(1), z.number().int().transform(String)]);
const name = z.string().min(1).nullish();

const profileSchemas: Record<ProfileShape, z.ZodType<ProviderProfile>> = {
  // OpenID Connect userinfo: Google, Epic Games, Microsoft (Xbox), Twitch.
  'openid-userinfo': z.object({ sub: id, name, preferred_username: name }).transform((user) => ({
    providerUserId: user.sub,
    displayName: user.name ?? user.preferred_username ?? null,
  })),
  // GET /users/@me
  'discord-user': z.object({ id, username: name, global_name: name }).transform((user) => ({
    providerUserId: user.id,
    displayName: user.global_name ?? user.username ?? null,
  })),
  // GET /2/users/me
  'twitter-user': z
    .object({ data: z.object({ id, username: name, name }) })
    .transform(({ data }) => ({
      providerUserId: data.id,
      displayName: data.username ?? data.name ?? null,
    })),
  // A verified ID token's claims (Apple): the e-mail only when the e-mail scope was granted.
  'id-token': z.object({ sub: id, email: name }).transform((claims) => ({
    providerUserId: claims.sub,
    displayName: claims.email ?? null,
  })),
};

export function readProviderProfile(shape: ProfileShape, body: unknown): ProviderProfile {
  return profileSchemas[shape].parse(body);
}
