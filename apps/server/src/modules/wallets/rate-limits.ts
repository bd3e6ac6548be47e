// Rate limits of the wallet challenge and its verification (issue 13 "Abuse and bad input"): per IP
// and minute, shared through Redis when it is configured (rate-limiter-flexible, as the other modules).
// AUTH_RATE_LIMIT_SCALE scales them like the sign-in limits (0 turns them off).
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '#errors.ts';
import { ipKey } from '#rate-limit/ip-key.ts';

/** Per IP and minute, before the scale. */
export const walletLimitsPerMinute = { challenge: 30, verify: 30 } as const;

export type WalletRateLimits = {
  /** walletChallenge. */
  challenge: (ip: string) => Promise<void>;
  /** connectWallet and signInWithWallet. */
  verify: (ip: string) => Promise<void>;
};

export function createWalletRateLimits({
  redis,
  scale,
}: {
  redis: Redis | null;
  scale: number;
}): WalletRateLimits {
  if (scale === 0) return { challenge: async () => {}, verify: async () => {} };
  const limiter = (name: string, perMinute: number) => {
    const options = {
      keyPrefix: `levelup-wallet-${name}`,
      points: Math.max(1, Math.round(perMinute * scale)),
      duration: 60,
    };
    const found = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return async (ip: string) => {
      try {
        await found.consume(ipKey(ip));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
        throw error;
      }
    };
  };
  return {
    challenge: limiter('challenge', walletLimitsPerMinute.challenge),
    verify: limiter('verify', walletLimitsPerMinute.verify),
  };
}
