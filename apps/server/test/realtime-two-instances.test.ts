// Two server instances on one PostgreSQL database and one Redis (issue 4 Build 5): a notification
// created on either instance reaches the player's subscriptions on both. Needs both services, so it
// runs only when DATABASE_URL and REDIS_URL are set (CI sets both).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { readEnv } from '#env.ts';
import { playerTopic } from '#realtime/player-events.ts';
import {
  createNotification,
  eventually,
  graphqlAs,
  signedInPlayer,
  subscribe,
  type Player,
} from './support/live-events.ts';
import { testPostgresUrl, testRedisUrl } from './support/env.ts';
import { connectLive } from './support/live-socket-client.ts';
import { NO_LOAD_SHEDDING, startTestServer, type TestServer } from './support/test-server.ts';

const notificationChanged = /* GraphQL */ `
  subscription {
    userNotificationChanged {
      id
      notificationType
      readAt
    }
  }
`;

describe.runIf(testPostgresUrl && testRedisUrl)(
  'two instances on PostgreSQL + Redis (DATABASE_URL and REDIS_URL set)',
  () => {
    const redisUrl = testRedisUrl ?? '';
    // Both instances must accept the same access tokens.
    const authSecret = randomBytes(32).toString('hex');
    let first: TestServer;
    let second: { url: string; app: FastifyInstance; handle: DatabaseHandle };
    let admin: Redis;
    let player: Player;

    beforeAll(async () => {
      first = await startTestServer({
        seed: false,
        env: { REDIS_URL: redisUrl, AUTH_SECRET: authSecret },
      });
      const handle = await first.database.open();
      const config = {
        ...readEnv({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          FILES_DIR: first.filesDir,
          AUTH_SECRET: authSecret,
          REDIS_URL: redisUrl,
          ...NO_LOAD_SHEDDING,
        }),
        database: first.database.location,
      };
      const app = await buildApp({ config, db: handle.db, poolUse: handle.poolUse });
      second = { url: await app.listen({ port: 0, host: '127.0.0.1' }), app, handle };
      admin = new Redis(redisUrl);
      player = await signedInPlayer(first);
    });
    afterAll(async () => {
      await admin?.quit();
      await second?.app.close();
      await second?.handle.close();
      await first?.close();
    });

    /** Waits until Redis has `count` subscribers of the player's channel (a SUBSCRIBE is async). */
    const redisSubscribers = (count: number) =>
      eventually(async () => {
        const [, subscribers] = (await admin.pubsub('NUMSUB', playerTopic(player.userId))) as [
          string,
          number,
        ];
        return Number(subscribers) === count;
      });

    it('delivers a notification created on either instance to subscribers on both', async () => {
      const onFirst = subscribe(first.url, player, notificationChanged);
      const onSecond = subscribe(second.url, player, notificationChanged);
      await redisSubscribers(2);

      const createdOnSecond = await createNotification(
        second.handle.db,
        second.app.services.events,
        player.userId,
        'PurchaseXpBooster',
        { itemKey: 'BATTLE_PASS_XP_BOOSTER_7D' },
      );
      const expected = {
        data: {
          userNotificationChanged: {
            id: createdOnSecond.id,
            notificationType: 'PurchaseXpBooster',
            readAt: null,
          },
        },
      };
      expect(await onFirst.next()).toEqual(expected);
      expect(await onSecond.next()).toEqual(expected);

      // Marked read through the API of the first instance: the second one's subscriber hears of it.
      const marked = await graphqlAs(
        first,
        player,
        /* GraphQL */ `
          mutation ($ids: [ID!]!) {
            markNotificationsRead(ids: $ids) {
              id
              readAt
            }
          }
        `,
        { ids: [createdOnSecond.id] },
      );
      const readAt = (marked.data?.['markNotificationsRead'] as { readAt: string }[])[0]?.readAt;
      expect(readAt).toEqual(expect.any(String));
      const change = { id: createdOnSecond.id, notificationType: 'PurchaseXpBooster', readAt };
      expect(await onSecond.next()).toEqual({ data: { userNotificationChanged: change } });
      expect(await onFirst.next()).toEqual({ data: { userNotificationChanged: change } });

      await Promise.all([onFirst.close(), onSecond.close()]);
      await redisSubscribers(0);
    });

    it('delivers to the live sockets on both instances (issue 26: no sticky sessions)', async () => {
      const onFirst = connectLive(first.url, player);
      const onSecond = connectLive(second.url, player);
      const [fromFirst, fromSecond] = [
        onFirst.subscribe(notificationChanged),
        onSecond.subscribe(notificationChanged),
      ];
      await redisSubscribers(2);
      const created = await createNotification(
        first.handle.db,
        first.app.services.events,
        player.userId,
        'XpGain',
      );
      const expected = {
        data: {
          userNotificationChanged: { id: created.id, notificationType: 'XpGain', readAt: null },
        },
      };
      expect(await fromSecond.next()).toEqual(expected);
      expect(await fromFirst.next()).toEqual(expected);
      await Promise.all([onFirst.close(), onSecond.close()]);
      await redisSubscribers(0);
    });
  },
);
