// The per-studio batch limit (issue 11 "Abuse and bad input": "A per-studio rate limit"), counted
// after the signature is checked, so nobody but the studio can use up its allowance. The counters are
// those of src/rate-limit: in Redis when configured (shared by every instance, in memory if Redis
// fails), else in this process.
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type StudioRateLimit = {
  /** Counts one batch; the seconds to wait when the studio is over its limit, else null. */
  consume: (studioId: string) => Promise<number | null>;
};

export function createStudioRateLimit({
  perMinute,
  redis,
}: {
  perMinute: number;
  redis: Redis | null;
}): StudioRateLimit {
  if (perMinute === 0) return { consume: async () => null };
  const options = { keyPrefix: 'levelup-studio-batches', points: perMinute, duration: 60 };
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async consume(studioId) {
      try {
        await limiter.consume(studioId);
        return null;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      }
    },
  };
}
