// Player events over Redis pub/sub (issue 4 Build 5): with REDIS_URL every server instance publishes to
// and subscribes on Redis, so a subscriber connected to any instance receives an event created on any
// other. A Redis connection in subscriber mode can run nothing else, hence two dedicated connections
// besides the rate-limit client.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { playerEventsOver, type PlayerEvents, type PlayerTopicEvent } from './player-events.ts';

export type RedisPlayerEventsParameters = {
  redisUrl: string;
  onError: (error: Error, message: string) => void;
};

export function createRedisPlayerEvents({
  redisUrl,
  onError,
}: RedisPlayerEventsParameters): PlayerEvents {
  // The event target sends PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them, so a command must
  // never reject: during an outage it waits in the offline queue (maxRetriesPerRequest: null) and goes
  // out on reconnection, when the subscriber also re-subscribes its channels.
  const options = { maxRetriesPerRequest: null, connectionName: 'levelup-player-events' };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  for (const client of [publishClient, subscribeClient])
    client.on('error', (error: Error) => onError(error, 'Redis player events connection error'));
  const eventTarget = createRedisEventTarget<PlayerTopicEvent>({ publishClient, subscribeClient });
  return playerEventsOver({
    eventTarget,
    // Called once every subscription has left (its UNSUBSCRIBE is queued): QUIT sends what is queued
    // first; a connection that is down is just dropped.
    release: async () => {
      await Promise.allSettled(
        [publishClient, subscribeClient].map((client) =>
          client.status === 'ready' ? client.quit() : client.disconnect(),
        ),
      );
    },
  });
}
