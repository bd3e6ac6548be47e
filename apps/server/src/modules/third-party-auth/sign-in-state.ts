// The short-lived, signed state of a third-party sign-in between /{provider}/authorize and its
// callback: kept in an httpOnly cookie scoped to the callback path, so that a callback only completes
// in the browser that started it (login CSRF) and nothing of it is trusted without the signature.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const SIGN_IN_STATE_TTL_SECONDS = 600;

export type PendingSignIn = {
  provider: string;
  /** The state sent to the provider and expected back on the callback. */
  state: string;
  /** PKCE code verifier (OAuth providers only). */
  codeVerifier: string | undefined;
  returnTo: string;
  actionSource: string | undefined;
  clientState: string | undefined;
  /** Set when a signed-in player connects the provider to their own account. */
  connectingUserId: string | undefined;
  /** The invite code a new player signs up with (issue 14 Build 1). */
  referralCode?: string | undefined;
  /** OpenID Connect nonce the ID token must carry (the external identity service, spec 2 §1). */
  nonce?: string | undefined;
};

const claimsSchema = z.object({
  st: z.string().min(1),
  cv: z.string().optional(),
  rt: z.string(),
  as: z.string().optional(),
  cs: z.string().optional(),
  uid: z.string().optional(),
  rc: z.string().optional(),
  nn: z.string().optional(),
});

const issuer = 'levelup-third-party-sign-in';

export type SignInStateSeal = {
  seal: (pending: PendingSignIn) => Promise<string>;
  /** The pending sign-in, or undefined when the value is missing, forged, expired or for another provider. */
  open: (sealed: string | undefined, provider: string) => Promise<PendingSignIn | undefined>;
};

export function createSignInStateSeal(secret: string | undefined): SignInStateSeal {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));
  return {
    seal: (pending) =>
      new SignJWT({
        st: pending.state,
        cv: pending.codeVerifier,
        rt: pending.returnTo,
        as: pending.actionSource,
        cs: pending.clientState,
        uid: pending.connectingUserId,
        rc: pending.referralCode,
        nn: pending.nonce,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(pending.provider)
        .setIssuedAt()
        .setExpirationTime(`${SIGN_IN_STATE_TTL_SECONDS}s`)
        .sign(key),
    open: async (sealed, provider) => {
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtVerify(sealed, key, {
          issuer,
          audience: provider,
          algorithms: ['HS256'],
        });
        const claims = claimsSchema.parse(payload);
        return {
          provider,
          state: claims.st,
          codeVerifier: claims.cv,
          returnTo: claims.rt,
          actionSource: claims.as,
          clientState: claims.cs,
          connectingUserId: claims.uid,
          referralCode: claims.rc,
          nonce: claims.nn,
        };
      } catch {
        return undefined;
      }
    },
  };
}
