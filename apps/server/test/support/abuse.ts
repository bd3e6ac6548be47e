// Shared by the abuse tests: the Redis switch and the spec 2 §8 too-many-requests answer.
import { testRedisUrl } from './env.ts';

/** With REDIS_URL set (e.g. redis://127.0.0.1:6379), the counters live in Redis. */
export const redisEnv: Record<string, string> = testRedisUrl ? { REDIS_URL: testRedisUrl } : {};

export const TOO_MANY = {
  code: 'too-many-requests',
  message: "Sorry, we've hit traffic. Please try again shortly.",
};
