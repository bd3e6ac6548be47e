// Rate limits of sign-in, sign-up, code requests and code checks (issue 3 "Abuse and bad input"), per
// IP and per account (e-mail). Every execution of a limited mutation field counts once, so ten aliases
// of signInWithEmail in one operation count ten (and, the fields being non-null, the first refused one
// ends the operation); GraphQL batching is off (yoga default), so a request is one operation.
// Exceeding answers too-many-requests with the spec 2 §8 text.
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '#errors.ts';

export type AuthAction = 'sign-in' | 'sign-up' | 'request-email-code' | 'check-email-code';

type Limit = { points: number; seconds: number };

/** Attempts allowed per window, before AUTH_RATE_LIMIT_SCALE. */
export const authLimits: Record<AuthAction, { ip: Limit; account: Limit }> = {
  'sign-in': { ip: { points: 20, seconds: 900 }, account: { points: 10, seconds: 900 } },
  'sign-up': { ip: { points: 10, seconds: 3600 }, account: { points: 5, seconds: 3600 } },
  'request-email-code': { ip: { points: 10, seconds: 900 }, account: { points: 5, seconds: 900 } },
  'check-email-code': { ip: { points: 30, seconds: 900 }, account: { points: 10, seconds: 900 } },
};

export type AuthRateLimits = {
  /** Counts one attempt of `action` from `ip` on `account`; throws too-many-requests past a limit. */
  consume: (action: AuthAction, subject: { ip: string; account: string }) => Promise<void>;
};

export function createAuthRateLimits({
  scale,
  redis,
}: {
  scale: number;
  redis: Redis | null;
}): AuthRateLimits {
  if (scale === 0) return { consume: async () => {} };
  const limiter = (name: string, { points, seconds }: Limit): RateLimiterAbstract => {
    const options = {
      keyPrefix: `levelup-auth-${name}`,
      points: Math.max(1, Math.round(points * scale)),
      duration: seconds,
    };
    if (!redis) return new RateLimiterMemory(options);
    // If Redis fails, counting goes on in memory instead of failing every sign-in.
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  const limiters = new Map(
    Object.entries(authLimits).map(([action, limits]) => [
      action,
      {
        ip: limiter(`${action}-ip`, limits.ip),
        account: limiter(`${action}-account`, limits.account),
      },
    ]),
  );
  return {
    async consume(action, { ip, account }) {
      const pair = limiters.get(action);
      if (!pair) throw new Error(`No rate limit for ${action}`);
      try {
        await Promise.all([pair.ip.consume(ip), pair.account.consume(account)]);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests();
        throw error;
      }
    },
  };
}
