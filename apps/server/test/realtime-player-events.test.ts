// Player events (issue 4 Build 5): published after the commit only, delivered to the player's
// subscribers only, bounded for a subscriber that stops reading, ended on close; over Redis, delivered
// across instances.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import {
  createInProcessPlayerEvents,
  playerTopic,
  transactionWithEvents,
  UNREAD_EVENTS_KEPT,
  type ItemLogEvent,
  type PlayerEvent,
  type PlayerEvents,
} from '#realtime/player-events.ts';
import { createRedisPlayerEvents } from '#realtime/redis-player-events.ts';
import { eventually } from './support/live-events.ts';
import { testRedisUrl } from './support/env.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

const itemLog = (id: number): PlayerEvent => ({
  kind: 'itemLog',
  log: {
    id: String(id),
    itemKey: 'GOLD',
    delta: 1,
    reason: 'ADMIN_OPS',
    battlePassId: null,
    createdAt: '2026-11-22T10:00:00.000Z',
  },
});
const logId = (event: PlayerEvent | undefined) => (event as { log: ItemLogEvent }).log.id;

/** Reads what `events` delivers to `userId` into `seen` until stopped. */
function listen(events: PlayerEvents, userId: string) {
  const seen: PlayerEvent[] = [];
  const iterator = events.subscribe(userId);
  const reading = (async () => {
    for await (const event of iterator) seen.push(event);
  })();
  return {
    seen,
    stop: async () => {
      await iterator.return();
      await reading;
    },
  };
}

describe('in-process player events', () => {
  it('delivers a player’s events to that player’s subscribers only', async () => {
    const events = createInProcessPlayerEvents();
    const ann = listen(events, 'ann');
    const bob = listen(events, 'bob');
    events.publish('ann', itemLog(1));
    events.publish('bob', itemLog(2));
    await eventually(() => ann.seen.length === 1 && bob.seen.length === 1);
    expect(logId(ann.seen[0])).toBe('1');
    expect(logId(bob.seen[0])).toBe('2');
    await Promise.all([ann.stop(), bob.stop()]);
    expect(events.openSubscriptions()).toBe(0);
  });

  it('keeps only the newest unread events of a subscriber that stops reading', async () => {
    const events = createInProcessPlayerEvents();
    const iterator = events.subscribe('ann');
    const first = iterator.next();
    for (let id = 1; id <= 2000; id += 1) events.publish('ann', itemLog(id));
    expect(logId((await first).value)).toBe('1');
    const kept: string[] = [];
    for (let index = 0; index < UNREAD_EVENTS_KEPT; index += 1)
      kept.push(logId((await iterator.next()).value));
    expect(kept[0]).toBe(String(2001 - UNREAD_EVENTS_KEPT));
    expect(kept.at(-1)).toBe('2000');
    await iterator.return();
  });

  it('ends every open subscription on close and opens none afterwards', async () => {
    const events = createInProcessPlayerEvents();
    const iterator = events.subscribe('ann');
    const pending = iterator.next();
    expect(events.openSubscriptions()).toBe(1);
    await events.close();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(events.openSubscriptions()).toBe(0);
    expect(await events.subscribe('ann').next()).toEqual({ done: true, value: undefined });
  });
});

describe('transactionWithEvents', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openMigrated(database);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('publishes what the work emitted once the transaction has committed', async () => {
    const events = createInProcessPlayerEvents();
    const ann = listen(events, 'ann');
    await eventually(() => events.openSubscriptions() === 1);
    await transactionWithEvents(handle.db, events, async (tx, emit) => {
      emit('ann', itemLog(1));
      await tx.execute('select 1');
      // Still inside the transaction: nothing has gone out yet.
      await new Promise((resolve) => setImmediate(resolve));
      expect(ann.seen).toEqual([]);
    });
    await eventually(() => ann.seen.length === 1);
    await ann.stop();
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const events = createInProcessPlayerEvents();
    const ann = listen(events, 'ann');
    await expect(
      transactionWithEvents(handle.db, events, async (_tx, emit) => {
        emit('ann', itemLog(1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    events.publish('ann', itemLog(2));
    await eventually(() => ann.seen.length === 1);
    expect(logId(ann.seen[0])).toBe('2');
    await ann.stop();
  });
});

describe.runIf(testRedisUrl)('Redis player events (REDIS_URL set)', () => {
  const redisUrl = testRedisUrl ?? '';
  let admin: Redis;
  const subscribers = async (userId: string) => {
    const [, count] = (await admin.pubsub('NUMSUB', playerTopic(userId))) as [string, number];
    return Number(count);
  };
  const onError = (error: Error) => {
    throw error;
  };
  beforeAll(() => {
    admin = new Redis(redisUrl);
  });
  afterAll(async () => {
    await admin.quit();
  });

  it('delivers an event published on one instance to the subscribers of every instance', async () => {
    const userId = crypto.randomUUID();
    const first = createRedisPlayerEvents({ redisUrl, onError });
    const second = createRedisPlayerEvents({ redisUrl, onError });
    const onFirst = listen(first, userId);
    const onSecond = listen(second, userId);
    await eventually(async () => (await subscribers(userId)) === 2);

    second.publish(userId, itemLog(1));
    first.publish(userId, itemLog(2));
    await eventually(() => onFirst.seen.length === 2 && onSecond.seen.length === 2);
    expect(onFirst.seen).toEqual(onSecond.seen);
    expect(new Set(onFirst.seen.map(logId))).toEqual(new Set(['1', '2']));

    await onFirst.stop();
    await eventually(async () => (await subscribers(userId)) === 1);
    await Promise.all([first.close(), second.close()]);
    await eventually(async () => (await subscribers(userId)) === 0);
  });

  it('unsubscribes what is still open when it closes', async () => {
    const userId = crypto.randomUUID();
    const events = createRedisPlayerEvents({ redisUrl, onError });
    const pending = events.subscribe(userId).next();
    await eventually(async () => (await subscribers(userId)) === 1);
    await events.close();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await subscribers(userId)).toBe(0);
  });
});
