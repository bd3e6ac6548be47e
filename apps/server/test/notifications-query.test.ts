// The signed-in player's notifications (spec 1 §3 User notification; §7 mark read / completed): the
// query, newest first with its filters, and the marks, which change only the viewer's notifications,
// once, and announce each change to the player's subscribers after the commit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '#db/schema/progression.ts';
import type { NotificationEvent, PlayerEvent } from '#realtime/player-events.ts';
import {
  createNotification,
  graphqlAs,
  signedInPlayer,
  type Player,
} from './support/live-events.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const fields =
  'id notificationType readAt completedAt createdAt metadata { itemKey difference level battlePassId }';
const userNotificationsQuery = /* GraphQL */ `
  query ($types: [NotificationType!], $unreadOnly: Boolean, $limit: Int) {
    userNotifications(types: $types, unreadOnly: $unreadOnly, limit: $limit) { ${fields} }
  }
`;
const markRead = `mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { ${fields} } }`;
const markCompleted = `mutation ($ids: [ID!]!) { markNotificationsCompleted(ids: $ids) { ${fields} } }`;

type Notification = { id: string; readAt: string | null; completedAt: string | null };

let server: TestServer;
let player: Player;
let other: Player;
/** The player's notifications, oldest first: XpGain, BattlePassLevelUp, PurchaseXpBooster. */
let created: NotificationEvent[];
let othersNotification: NotificationEvent;

const notify = (who: Player, type: NotificationEvent['notificationType'], metadata = {}) =>
  createNotification(server.handle.db, server.app.services.events, who.userId, type, metadata);

const rowOf = async (id: string) =>
  (await server.handle.db.select().from(userNotifications).where(eq(userNotifications.id, id)))[0];

/** Events published to the player from now on (the subscription's source), until `stop`. */
function recordEvents(userId: string) {
  const seen: PlayerEvent[] = [];
  const iterator = server.app.services.events.subscribe(userId);
  const done = (async () => {
    for await (const event of iterator) seen.push(event);
  })();
  return {
    seen,
    stop: async () => {
      await iterator.return();
      await done;
    },
  };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  player = await signedInPlayer(server);
  other = await signedInPlayer(server);
  created = [];
  created.push(
    await notify(player, 'XpGain', { itemKey: 'S1_XP', difference: 150, battlePassId: 1 }),
  );
  created.push(
    await notify(player, 'BattlePassLevelUp', { itemKey: 'S1_XP', difference: 2, level: 3 }),
  );
  created.push(await notify(player, 'PurchaseXpBooster', { itemKey: 'BATTLE_PASS_XP_BOOSTER_3D' }));
  othersNotification = await notify(other, 'XpGain', { difference: 5 });
});
afterAll(() => server.close());

describe('userNotifications', () => {
  it('lists the player’s notifications newest first, with their metadata', async () => {
    const { data, errors } = await graphqlAs(server, player, userNotificationsQuery);
    expect(errors).toBeUndefined();
    const list = data?.['userNotifications'] as (Notification & { notificationType: string })[];
    expect(list.map((notification) => notification.id)).toEqual(
      [...created].reverse().map((notification) => notification.id),
    );
    expect(list[1]).toEqual({
      id: created[1]?.id,
      notificationType: 'BattlePassLevelUp',
      readAt: null,
      completedAt: null,
      createdAt: created[1]?.createdAt,
      metadata: { itemKey: 'S1_XP', difference: 2, level: 3, battlePassId: null },
    });
  });

  it('filters by type, by unread and limits the count', async () => {
    const byType = await graphqlAs(server, player, userNotificationsQuery, {
      types: ['XpGain', 'PurchaseXpBooster'],
      limit: 1,
    });
    expect((byType.data?.['userNotifications'] as Notification[]).map((n) => n.id)).toEqual([
      created[2]?.id,
    ]);
    const reader = await signedInPlayer(server);
    const read = await notify(reader, 'XpGain');
    const unread = await notify(reader, 'XpGain');
    await graphqlAs(server, reader, markRead, { ids: [read.id] });
    const unreadOnly = await graphqlAs(server, reader, userNotificationsQuery, {
      unreadOnly: true,
    });
    expect((unreadOnly.data?.['userNotifications'] as Notification[]).map((n) => n.id)).toEqual([
      unread.id,
    ]);
  });

  it('gives a visitor an empty list and an expired or forged token the unauthenticated error', async () => {
    expect(await graphqlAs(server, null, userNotificationsQuery)).toEqual({
      data: { userNotifications: [] },
    });
    const forged = await graphqlAs(
      server,
      { ...player, accessToken: 'forged' },
      userNotificationsQuery,
    );
    expect(forged.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'unauthenticated' },
    });
  });

  it.each([0, 101, -1])('refuses limit %i with invalid-input', async (limit) => {
    const { errors } = await graphqlAs(server, player, userNotificationsQuery, { limit });
    expect(errors?.[0]?.extensions).toEqual({
      code: 'invalid-input',
      requestId: expect.any(String),
    });
  });
});

describe('markNotificationsRead', () => {
  it('marks only the viewer’s notifications, once, and announces each change', async () => {
    const events = recordEvents(player.userId);
    const othersEvents = recordEvents(other.userId);
    const ids = [created[0]!.id, othersNotification.id, 'not-an-id', created[0]!.id];
    const first = await graphqlAs(server, player, markRead, { ids });
    expect(first.errors).toBeUndefined();
    const [marked] = first.data?.['markNotificationsRead'] as Notification[];
    expect(first.data?.['markNotificationsRead']).toHaveLength(1);
    expect(marked).toMatchObject({ id: created[0]!.id, completedAt: null });
    expect(Date.parse(marked!.readAt!)).not.toBeNaN();

    // Idempotent: readAt keeps its first value and nothing more is announced.
    const again = await graphqlAs(server, player, markRead, { ids: [created[0]!.id] });
    expect(again.data?.['markNotificationsRead']).toEqual([marked]);
    await events.stop();
    await othersEvents.stop();
    expect(events.seen).toEqual([
      {
        kind: 'notification',
        notification: expect.objectContaining({ id: marked!.id, readAt: marked!.readAt }),
      },
    ]);
    expect(othersEvents.seen).toEqual([]);

    const untouched = await rowOf(othersNotification.id);
    expect(untouched).toMatchObject({ readAt: null, completedAt: null });
  });

  it('changes nothing for ids of another player only', async () => {
    const { data } = await graphqlAs(server, other, markRead, { ids: [created[1]!.id] });
    expect(data).toEqual({ markNotificationsRead: [] });
    expect(await rowOf(created[1]!.id)).toMatchObject({ readAt: null });
  });

  it('refuses a visitor with the unauthenticated error and more than 100 ids with invalid-input', async () => {
    const visitor = await graphqlAs(server, null, markRead, { ids: [created[1]!.id] });
    expect(visitor.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'unauthenticated' },
    });
    expect(await rowOf(created[1]!.id)).toMatchObject({ readAt: null });
    const tooMany = Array.from({ length: 101 }, () => created[1]!.id);
    const { errors } = await graphqlAs(server, player, markRead, { ids: tooMany });
    expect(errors?.[0]?.extensions).toEqual({
      code: 'invalid-input',
      requestId: expect.any(String),
    });
  });
});

describe('markNotificationsCompleted', () => {
  it('sets completedAt once on the viewer’s notifications, leaving readAt alone', async () => {
    const events = recordEvents(player.userId);
    const ids = [created[1]!.id, created[2]!.id, othersNotification.id];
    const first = await graphqlAs(server, player, markCompleted, { ids });
    const marked = first.data?.['markNotificationsCompleted'] as Notification[];
    expect(marked.map((n) => n.id)).toEqual([created[2]!.id, created[1]!.id]);
    for (const notification of marked) {
      expect(notification.readAt).toBeNull();
      expect(Date.parse(notification.completedAt!)).not.toBeNaN();
    }
    const again = await graphqlAs(server, player, markCompleted, { ids });
    expect(again.data?.['markNotificationsCompleted']).toEqual(marked);
    await events.stop();
    expect(
      events.seen.map((event) => event.kind === 'notification' && event.notification.id),
    ).toEqual(expect.arrayContaining([created[1]!.id, created[2]!.id]));
    expect(events.seen).toHaveLength(2);
    expect(await rowOf(othersNotification.id)).toMatchObject({ completedAt: null });
  });

  it('refuses a visitor with the unauthenticated error', async () => {
    const { errors } = await graphqlAs(server, null, markCompleted, { ids: [created[0]!.id] });
    expect(errors?.[0]?.extensions).toEqual({
      code: 'unauthenticated',
      requestId: expect.any(String),
    });
    expect(await rowOf(created[0]!.id)).toMatchObject({ completedAt: null });
  });
});
