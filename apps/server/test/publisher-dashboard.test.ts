// The Publisher Dashboard's server side (issue 14 Build 4, "Abuse and bad input"): only a studio's
// publisher users read or change its keys and events (another studio: not-authorized); rotation keeps
// two live keys; a revoked key's batches are refused at once; the inspector shows applied, duplicate
// and refused events with their reasons, filtered by player and type; test events are resend-safe;
// missions count the players who completed them today and in all.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missions } from '#db/schema/challenges.ts';
import { gameEventReceipts } from '#db/schema/game-progress.ts';
import { addStudioPublisher } from '#modules/game-progress/studio-members.ts';
import { MAX_RECEIPTS_PER_STUDIO } from '#modules/game-progress/receipts-store.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { createChallenge, setUserMission } from './support/challenges-fixture.ts';
import {
  gameEvent,
  postBatch,
  resultsOf,
  setupStudio,
  type TestStudio,
} from './support/game-progress.ts';
import { createPlayer, dataOf, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const authSecret = randomBytes(32).toString('hex');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { AUTH_SECRET: authSecret } });
});
afterAll(() => server.close());

const db = () => server.handle.db;

type Key = { id: string; createdAt: string; revokedAt: string | null };
type StudioEvent = {
  eventId: string | null;
  status: string;
  reason: string | null;
  player: string | null;
  type: string | null;
};

const STUDIO = `query ($studioId: ID!, $player: String, $type: String) {
  publisherStudio(studioId: $studioId) {
    id name games { key name } keys { id createdAt revokedAt }
    events(player: $player, type: $type) { eventId status reason message player type gameKey }
    missions { missionKey completedToday completedInAll }
  }
}`;
const CREATE_KEY = `mutation ($studioId: ID!) {
  createStudioKey(studioId: $studioId) { key { id createdAt revokedAt } secret }
}`;
const REVOKE_KEY = `mutation ($studioId: ID!, $keyId: ID!) {
  revokeStudioKey(studioId: $studioId, keyId: $keyId) { id revokedAt }
}`;
const TEST_EVENT = `mutation ($studioId: ID!, $input: StudioTestEventInput!) {
  sendStudioTestEvent(studioId: $studioId, input: $input) { eventId status reason message }
}`;

async function publisherOf(studio: TestStudio, label = 'publisher'): Promise<Player> {
  const player = await createPlayer(server, label);
  await addStudioPublisher(db(), { studioKey: studio.key, email: player.email });
  return player;
}

const codeOf = (response: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  response.body.errors?.[0]?.extensions?.code;

describe('membership', () => {
  it('lists only the viewer’s studios and refuses another studio’s keys, events and rotation', async () => {
    const ours = await setupStudio(db(), ['rift-runners']);
    const theirs = await setupStudio(db(), ['nebula-drift']);
    const publisher = await publisherOf(ours);
    const outsider = await createPlayer(server, 'outsider');

    const listed = dataOf<{ id: string }[]>(
      await publisher.graphql('{ publisherStudios { id } }'),
      'publisherStudios',
    );
    expect(listed.map((studio) => studio.id)).toEqual([ours.id]);
    expect(
      dataOf<unknown[]>(await outsider.graphql('{ publisherStudios { id } }'), 'publisherStudios'),
    ).toEqual([]);

    for (const [player, studioId] of [
      [publisher, theirs.id],
      [outsider, ours.id],
    ] as const) {
      expect(codeOf(await player.graphql(STUDIO, { studioId }))).toBe('not-authorized');
      expect(codeOf(await player.graphql(CREATE_KEY, { studioId }))).toBe('not-authorized');
      expect(codeOf(await player.graphql(REVOKE_KEY, { studioId, keyId: theirs.keyId }))).toBe(
        'not-authorized',
      );
    }
    // A key id of another studio, through the publisher's own studio: no such live key there.
    const crossed = await publisher.graphql(REVOKE_KEY, { studioId: ours.id, keyId: theirs.keyId });
    expect(codeOf(crossed)).toBe('invalid-input');
    expect(
      (await postBatch(server.url, theirs, { events: [gameEvent({ gameKey: 'nebula-drift' })] }))
        .status,
    ).toBe(200);
    expect(codeOf(await publisher.graphql(STUDIO, { studioId: 'not-a-uuid' }))).toBe(
      'not-authorized',
    );
  });

  it('refuses a signed-out caller', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: STUDIO, variables: { studioId: studio.id } }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('unauthenticated');
  });

  it('makes the account a publisher user (the menu link) when it had no publisher name', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const publisher = await publisherOf(studio);
    const me = dataOf<{ publisherUser: { name: string } | null }>(
      await publisher.graphql('{ me { publisherUser { name } } }'),
      'me',
    );
    expect(me.publisherUser?.name).toBe(`Studio ${studio.key}`);
    const again = await addStudioPublisher(db(), { studioKey: studio.key, email: publisher.email });
    expect(again.added).toBe(false);
  });
});

describe('key rotation', () => {
  it('creates a second key (secret once), refuses a third, revokes the old one: its batches refused at once', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const publisher = await publisherOf(studio);
    const created = dataOf<{ key: Key; secret: string }>(
      await publisher.graphql(CREATE_KEY, { studioId: studio.id }),
      'createStudioKey',
    );
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const third = await publisher.graphql(CREATE_KEY, { studioId: studio.id });
    expect(codeOf(third)).toBe('invalid-input');

    const read = await publisher.graphql(STUDIO, { studioId: studio.id });
    const keys = dataOf<{ keys: Key[] }>(read, 'publisherStudio').keys;
    expect(keys.map((key) => key.id)).toEqual([created.key.id, studio.keyId]);
    expect(JSON.stringify(read.body)).not.toContain(created.secret);
    expect(JSON.stringify(read.body)).not.toContain(studio.secret);

    const revoked = dataOf<Key>(
      await publisher.graphql(REVOKE_KEY, { studioId: studio.id, keyId: studio.keyId }),
      'revokeStudioKey',
    );
    expect(revoked.revokedAt).not.toBeNull();
    const old = await postBatch(server.url, studio, { events: [gameEvent()] });
    expect(old.status).toBe(401);
    const fresh = { keyId: created.key.id, secret: created.secret };
    expect((await postBatch(server.url, fresh, { events: [gameEvent()] })).status).toBe(200);
  });

  it('lets only one of two concurrent creations pass the two-live-keys rule', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const publisher = await publisherOf(studio);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => publisher.graphql(CREATE_KEY, { studioId: studio.id })),
    );
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    const keys = dataOf<{ keys: Key[] }>(
      await publisher.graphql(STUDIO, { studioId: studio.id }),
      'publisherStudio',
    ).keys;
    expect(keys.filter((key) => key.revokedAt === null)).toHaveLength(2);
  });

  it('replays a create retried with its Idempotency-Key: one new key', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const publisher = await publisherOf(studio);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await publisher.graphql(CREATE_KEY, { studioId: studio.id }, { headers });
    const retry = await publisher.graphql(CREATE_KEY, { studioId: studio.id }, { headers });
    expect(retry.body).toEqual(first.body);
    const keys = dataOf<{ keys: Key[] }>(
      await publisher.graphql(STUDIO, { studioId: studio.id }),
      'publisherStudio',
    ).keys;
    expect(keys).toHaveLength(2);
  });
});

describe('event inspector', () => {
  it('shows applied, pending, duplicate and refused events with reasons, filtered by player and type', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const publisher = await publisherOf(studio);
    const player = await createPlayer(server, 'gamer');
    const won = gameEvent({ player: { email: player.email.toUpperCase() } });
    const scored = gameEvent({ player: { email: player.email }, type: 'score', value: 10 });
    const stranger = gameEvent({ player: { email: 'stranger@example.test' } });
    const foreign = gameEvent({ player: { email: player.email }, gameKey: 'nebula-drift' });
    const first = await postBatch(server.url, studio, { events: [won, scored, stranger, foreign] });
    expect(resultsOf(first).map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'pending',
      'refused',
    ]);
    expect(resultsOf(await postBatch(server.url, studio, { events: [won] }))[0]?.status).toBe(
      'duplicate',
    );

    const inspect = async (variables: Record<string, unknown> = {}) =>
      dataOf<{ events: StudioEvent[] }>(
        await publisher.graphql(STUDIO, { studioId: studio.id, ...variables }),
        'publisherStudio',
      ).events;
    const all = await inspect();
    expect(all).toHaveLength(5);
    expect(all[0]).toMatchObject({ eventId: won.id, status: 'DUPLICATE', reason: null });
    expect(all).toContainEqual(
      expect.objectContaining({ eventId: foreign.id, status: 'REFUSED', reason: 'game-not-owned' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ eventId: stranger.id, status: 'PENDING' }),
    );

    const mine = await inspect({ player: player.email.toUpperCase() });
    expect(mine.map((event) => event.eventId).sort()).toEqual(
      [won.id, won.id, scored.id, foreign.id].sort(),
    );
    const scores = await inspect({ player: player.email, type: 'score' });
    expect(scores).toEqual([expect.objectContaining({ eventId: scored.id, status: 'APPLIED' })]);
  });

  it('keeps only the latest receipts per studio', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const refused = Array.from({ length: 100 }, () => gameEvent({ value: -1 }));
    for (let batch = 0; batch < 6; batch += 1)
      expect((await postBatch(server.url, studio, { events: refused })).status).toBe(200);
    const rows = await db()
      .select({ id: gameEventReceipts.id })
      .from(gameEventReceipts)
      .where(eq(gameEventReceipts.studioId, studio.id));
    expect(rows).toHaveLength(MAX_RECEIPTS_PER_STUDIO);
  });

  it('sends a resend-safe test event with the newest live key, refused without one', async () => {
    const studio = await setupStudio(db(), ['rift-runners', 'nebula-drift']);
    const publisher = await publisherOf(studio);
    const input = { clientEventId: randomUUID(), gameKey: 'nebula-drift' };
    const sent = dataOf<{ eventId: string; status: string }>(
      await publisher.graphql(TEST_EVENT, { studioId: studio.id, input }),
      'sendStudioTestEvent',
    );
    expect(sent).toEqual({
      eventId: `test-${input.clientEventId}`,
      status: 'APPLIED',
      reason: null,
      message: null,
    });
    const again = dataOf<{ status: string }>(
      await publisher.graphql(TEST_EVENT, { studioId: studio.id, input }),
      'sendStudioTestEvent',
    );
    expect(again.status).toBe('DUPLICATE');
    const notOurs = dataOf<{ status: string; reason: string }>(
      await publisher.graphql(TEST_EVENT, {
        studioId: studio.id,
        input: { clientEventId: randomUUID(), gameKey: 'starforge-arena' },
      }),
      'sendStudioTestEvent',
    );
    expect(notOurs).toMatchObject({ status: 'REFUSED', reason: 'game-not-owned' });
    const events = dataOf<{ events: StudioEvent[] }>(
      await publisher.graphql(STUDIO, { studioId: studio.id, type: 'test_event' }),
      'publisherStudio',
    ).events;
    expect(events.map((event) => [event.eventId, event.status, event.player])).toEqual([
      [expect.stringMatching(/^test-/), 'REFUSED', publisher.email],
      [sent.eventId, 'DUPLICATE', publisher.email],
      [sent.eventId, 'APPLIED', publisher.email],
    ]);

    await publisher.graphql(REVOKE_KEY, { studioId: studio.id, keyId: studio.keyId });
    const keyless = await publisher.graphql(TEST_EVENT, {
      studioId: studio.id,
      input: { clientEventId: randomUUID(), gameKey: 'rift-runners' },
    });
    expect(codeOf(keyless)).toBe('invalid-input');
  });
});

describe('mission completions', () => {
  it('counts the players who completed each mission of the studio’s games today (UTC) and in all', async () => {
    const game = `game-${randomUUID().slice(0, 8)}`;
    const studio = await setupStudio(db(), [game]);
    const publisher = await publisherOf(studio);
    const fixture = await createChallenge(db(), { missionCount: 2, stakeRewards: [] });
    const [counted, untouched] = fixture.missionIds as [number, number];
    await db()
      .update(missions)
      .set({ gameKey: game })
      .where(eq(missions.challengeId, fixture.challengeId));
    const [alice, bob, carol] = [
      await createPlayer(server, 'alice'),
      await createPlayer(server, 'bob'),
      await createPlayer(server, 'carol'),
    ];
    const now = new Date();
    const yesterday = new Date(now.getTime() - 26 * 3600 * 1000);
    await setUserMission(db(), {
      userId: alice.id,
      missionId: counted,
      period: 'a',
      progress: 1,
      completedAt: now,
    });
    await setUserMission(db(), {
      userId: alice.id,
      missionId: counted,
      period: 'b',
      progress: 1,
      completedAt: yesterday,
    });
    await setUserMission(db(), {
      userId: bob.id,
      missionId: counted,
      period: 'a',
      progress: 1,
      completedAt: yesterday,
    });
    await setUserMission(db(), { userId: carol.id, missionId: counted, period: 'a', progress: 0 });

    const listed = dataOf<{
      missions: { missionKey: string; completedToday: number; completedInAll: number }[];
    }>(await publisher.graphql(STUDIO, { studioId: studio.id }), 'publisherStudio').missions;
    const keyOf = async (id: number) =>
      (await db().select({ key: missions.key }).from(missions).where(eq(missions.id, id)))[0]?.key;
    expect(listed).toEqual([
      { missionKey: await keyOf(counted), completedToday: 1, completedInAll: 2 },
      { missionKey: await keyOf(untouched), completedToday: 0, completedInAll: 0 },
    ]);
  });
});

describe('the operator API (the e2e’s own studios)', () => {
  it('creates a studio and a key and adds a publisher user, only with the operator token', async () => {
    const post = (route: string, body: unknown, token = operatorToken(authSecret)) =>
      fetch(`${server.url}/api/operator/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const key = `ops-${randomUUID().slice(0, 8)}`;
    const refused = await post('studios', { key, name: 'Ops', gameKeys: ['rift-runners'] }, 'x');
    expect(refused.status).toBe(401);
    const studio = await post('studios', { key, name: 'Ops', gameKeys: ['rift-runners'] });
    expect(studio.status).toBe(200);
    const signing = (await (await post('studio-keys', { studioKey: key })).json()) as {
      keyId: string;
      secret: string;
    };
    expect((await postBatch(server.url, signing, { events: [gameEvent()] })).status).toBe(200);
    const publisher = await createPlayer(server, 'ops-publisher');
    const added = await post('studio-publishers', { studioKey: key, email: publisher.email });
    expect(await added.json()).toEqual({ added: true, email: publisher.email.toLowerCase() });
    const listed = dataOf<{ key: string }[]>(
      await publisher.graphql('{ publisherStudios { key } }'),
      'publisherStudios',
    );
    expect(listed).toEqual([{ key }]);
  });
});
