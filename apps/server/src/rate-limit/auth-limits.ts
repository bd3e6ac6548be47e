// Rate limits of sign-in, sign-up, code requests and code checks (issue 3 "Abuse and bad input";
// issue 10 fault 3: the limits hurt the attacker, not the owner). An attempt counts against its IP and
// against its (e-mail, IP) pair (an IPv6 address counts for its /64, ip-key.ts), and past either limit that caller gets too-many-requests with a
// retry-after; the same e-mail from another IP is not refused. Per e-mail the attempts are only
// counted: past a few, the service asks for the captcha (when Turnstile is configured) instead of
// refusing the right password. An attempt that succeeds gives its points back, so what stays counted
// is failures (for code requests, every request). Counting happens before the check, in one atomic
// increment per counter, so concurrent attempts cannot slip past a limit.
// Every execution of a limited mutation field counts once, so ten aliases of signInWithEmail in one
// operation count ten; GraphQL batching is off (yoga default), so a request is one operation.
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '#errors.ts';
import { ipKey } from './ip-key.ts';

export type AuthAction = 'sign-in' | 'sign-up' | 'request-email-code' | 'check-email-code';

type Limit = { points: number; seconds: number };

/**
 * Attempts allowed per window, before AUTH_RATE_LIMIT_SCALE: per IP, per (e-mail, IP), and the
 * attempts on one e-mail from any IP after which the captcha is asked (`captchaAfter`).
 */
export const authLimits: Record<AuthAction, { ip: Limit; pair: Limit; captchaAfter: Limit }> = {
  'sign-in': {
    ip: { points: 20, seconds: 900 },
    pair: { points: 10, seconds: 900 },
    captchaAfter: { points: 5, seconds: 900 },
  },
  'sign-up': {
    ip: { points: 10, seconds: 3600 },
    pair: { points: 5, seconds: 3600 },
    captchaAfter: { points: 5, seconds: 3600 },
  },
  'request-email-code': {
    ip: { points: 10, seconds: 900 },
    pair: { points: 5, seconds: 900 },
    captchaAfter: { points: 3, seconds: 900 },
  },
  'check-email-code': {
    ip: { points: 30, seconds: 900 },
    pair: { points: 10, seconds: 900 },
    captchaAfter: { points: 10, seconds: 900 },
  },
};

/** One counted attempt. */
export type AuthAttempt = {
  /** Whether the e-mail has had more attempts (from any IP) than `captchaAfter` allows. */
  captchaDue: boolean;
  /** The attempt succeeded: its pair and e-mail counts are cleared and its IP point given back. */
  succeeded: () => Promise<void>;
};

export type AuthRateLimits = {
  /** Counts one attempt of `action` from `ip` on `account`; throws too-many-requests past a limit. */
  consume: (action: AuthAction, subject: { ip: string; account: string }) => Promise<AuthAttempt>;
};

const unlimited: AuthAttempt = { captchaDue: false, succeeded: async () => {} };

/** An e-mail count never refuses: it only tells when to ask for the captcha. */
const NEVER_REFUSE = Number.MAX_SAFE_INTEGER;

export function createAuthRateLimits({
  scale,
  redis,
}: {
  scale: number;
  redis: Redis | null;
}): AuthRateLimits {
  if (scale === 0) return { consume: async () => unlimited };
  const scaled = (points: number) => Math.max(1, Math.round(points * scale));
  const limiter = (name: string, points: number, seconds: number): RateLimiterAbstract => {
    const options = { keyPrefix: `levelup-auth-${name}`, points, duration: seconds };
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
        ip: limiter(`${action}-ip`, scaled(limits.ip.points), limits.ip.seconds),
        pair: limiter(`${action}-pair`, scaled(limits.pair.points), limits.pair.seconds),
        account: limiter(`${action}-account`, NEVER_REFUSE, limits.captchaAfter.seconds),
        captchaAfter: scaled(limits.captchaAfter.points),
      },
    ]),
  );

  /** Consumes a point; a refusal becomes too-many-requests with its retry-after. */
  async function count(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
      throw error;
    }
  }

  return {
    async consume(action, { ip: address, account }) {
      const set = limiters.get(action);
      if (!set) throw new Error(`No rate limit for ${action}`);
      const ip = ipKey(address);
      const pairKey = JSON.stringify([account, ip]);
      await Promise.all([count(set.ip, ip), count(set.pair, pairKey)]);
      const onAccount = await count(set.account, account);
      return {
        captchaDue: onAccount.consumedPoints > set.captchaAfter,
        async succeeded() {
          await Promise.all([
            set.ip.reward(ip),
            set.pair.delete(pairKey),
            set.account.delete(account),
          ]);
        },
      };
    },
  };
}
