// A per-IP request limit for REST routes (issue 3 "Abuse and bad input"): the operator API and the
// third-party sign-in redirects and callbacks. Counters live in Redis when it is configured (shared by
// every instance, in memory if Redis fails), else in this process. Past the limit: 429 with the spec
// 2 §8 too-many-requests code and text.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TOO_MANY_REQUESTS_MESSAGE } from '#errors.ts';
import { ipKey } from './ip-key.ts';

export type IpLimit = {
  /** Counts the request; false when it is over the limit and the 429 answer was sent. */
  admit: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

export function createIpLimit({
  name,
  perMinute,
  redis,
}: {
  name: string;
  perMinute: number;
  redis: Redis | null;
}): IpLimit {
  const options = { keyPrefix: `levelup-${name}`, points: perMinute, duration: 60 };
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async admit(request, reply) {
      try {
        await limiter.consume(ipKey(request.ip));
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        await reply.code(429).header('retry-after', String(retryAfterSeconds)).send({
          code: 'too-many-requests',
          message: TOO_MANY_REQUESTS_MESSAGE,
          retryAfterSeconds,
        });
        return false;
      }
    },
  };
}
