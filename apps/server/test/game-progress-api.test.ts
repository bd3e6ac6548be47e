// The game-progress API (issue 11 §2 and "Abuse and bad input"): forged, stale, oversized and replayed
// batches change nothing; the same batch sent 5 times, in a row or at once, is applied once; events for
// another studio's game, with absurd values, bad types or unknown fields are refused one by one; events
// for an unknown player wait and are applied when the player signs up. Real races on PostgreSQL's
// connection pool; on PGlite the same requests run one transaction at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_DEMO_STUDIO_KEY } from '#modules/game-progress/config.ts';
import { DEMO_STUDIO } from '#modules/game-progress/demo-studio.ts';
import { MAX_EVENT_VALUE } from '#modules/game-progress/event-batch.ts';
import { uniqueEmail } from './support/account-client.ts';
import { signUp, startAccountsServer, type AccountsTestServer } from './support/accounts.ts';
import {
  eventRows,
  gameEvent,
  nowSeconds,
  postBatch,
  resultsOf,
  setupStudio,
  studioIdOf,
  type TestStudio,
} from './support/game-progress.ts';
import { missionByKey, userMissionRows } from './support/game-events.ts';
import { createPlayer, type Player } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';

let server: AccountsTestServer;
let studio: TestStudio;
let player: Player;
beforeAll(async () => {
  server = await startAccountsServer();
  studio = await setupStudio(server.handle.db, ['rift-runners', 'star-forge']);
  player = await createPlayer(server, 'gamer');
});
afterAll(() => server.close());

const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';
const forPlayer = (overrides: Record<string, unknown> = {}) =>
  gameEvent({ player: { email: player.email }, ...overrides });

describe('batches that are not the studio’s', () => {
  it('refuses a forged signature, an unknown key and a tampered body, and records nothing', async () => {
    const events = [forPlayer()];
    const forged = await postBatch(server.url, studio, { events }, { signWith: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'invalid-signature' });
    const unknownKey = await postBatch(server.url, studio, { events }, { keyId: 'gpk_unknown' });
    expect(unknownKey.status).toBe(401);
    expect(await eventRows(db(), studio.id, [events[0]!.id])).toEqual([]);
  });

  it('refuses a timestamp more than 5 minutes away, either way', async () => {
    const events = [forPlayer()];
    const sixMinutes = 6 * 60;
    for (const shift of [-sixMinutes, sixMinutes]) {
      const timestamp = String(Math.floor(Date.now() / 1000) + shift);
      const answer = await postBatch(server.url, studio, { events }, { timestamp });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'stale-timestamp' });
    }
    expect(await eventRows(db(), studio.id, [events[0]!.id])).toEqual([]);
  });

  it('refuses more than 100 events, and a body over the size cap, applying none', async () => {
    const events = Array.from({ length: 101 }, () => forPlayer());
    const tooMany = await postBatch(server.url, studio, { events });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ code: 'batch-too-large' });
    const padded = [forPlayer({ attributes: { note: 'x'.repeat(200) } })];
    const huge = `${JSON.stringify({ events: padded })}${' '.repeat(1100 * 1024)}`;
    const tooBig = await postBatch(server.url, studio, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 'batch-too-large' });
    const ids = [...events, ...padded].map((event) => event.id);
    expect(await eventRows(db(), studio.id, ids)).toEqual([]);
  });

  it('accepts 100 events at their largest', async () => {
    const attributes = Object.fromEntries(
      Array.from({ length: 20 }, (_, n) => [`a${n}`.padEnd(64, 'x'), 'v'.repeat(200)]),
    );
    const events = Array.from({ length: 100 }, (_, n) =>
      forPlayer({ id: `${n}-`.padEnd(128, 'i'), attributes, type: 't'.repeat(64) }),
    );
    const body = JSON.stringify({ events });
    expect(body.length).toBeGreaterThan(512 * 1024);
    const answer = await postBatch(server.url, studio, body);
    expect(answer.status).toBe(200);
    expect(new Set(resultsOf(answer).map((result) => result.status))).toEqual(new Set(['applied']));
  });

  it('refuses a body that is not a batch', async () => {
    for (const body of ['not json', { events: [] }, { events: [forPlayer()], extra: 1 }]) {
      const answer = await postBatch(server.url, studio, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid-batch' });
    }
  });
});

describe(`exactly once per (studio, event id) (${target})`, () => {
  it('applies a batch sent 5 times in a row once, the later answers saying duplicate', async () => {
    const events = [forPlayer(), forPlayer({ type: 'score', value: 1200 })];
    // Byte for byte the same request each time, as a captured and replayed one would be.
    const timestamp = nowSeconds();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await postBatch(server.url, studio, { events }, { timestamp }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(resultsOf(answers[0]!).map((result) => result.status)).toEqual(['applied', 'applied']);
    for (const answer of answers.slice(1))
      expect(resultsOf(answer).map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
    const rows = await eventRows(
      db(),
      studio.id,
      events.map((event) => event.id),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'applied' && row.userId === player.id)).toBe(true);
  });

  it('applies a batch sent 5 times at once exactly once', async () => {
    const events = Array.from({ length: 20 }, (_, index) => forPlayer({ value: index + 1 }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postBatch(server.url, studio, { events })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const [index, event] of events.entries()) {
      const statuses = answers.map((answer) => resultsOf(answer)[index]!.status).sort();
      expect(statuses, event.id).toEqual([
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
    }
    expect(
      await eventRows(
        db(),
        studio.id,
        events.map((event) => event.id),
      ),
    ).toHaveLength(20);
  });

  it('records what was sent: player, game, type, value, attributes and time', async () => {
    const occurredAt = '2026-11-24T10:00:00.000+02:00';
    const attributes = { map: 'can"yon\\ {a,b}', ranked: true, level: 3.5 };
    const event = forPlayer({ type: 'score', value: 1234.5, attributes, occurredAt });
    expect(resultsOf(await postBatch(server.url, studio, { events: [event] }))[0]?.status).toBe(
      'applied',
    );
    const [row] = await eventRows(db(), studio.id, [event.id]);
    expect(row).toMatchObject({
      status: 'applied',
      userId: player.id,
      identityKind: 'email',
      identity: player.email,
      gameKey: 'rift-runners',
      type: 'score',
      value: 1234.5,
      attributes,
      occurredAt: new Date(occurredAt),
      expiresAt: null,
    });
    expect(row?.appliedAt).toEqual(row?.receivedAt);
  });

  it('counts an id repeated inside one batch once', async () => {
    const event = forPlayer();
    const answer = await postBatch(server.url, studio, { events: [event, { ...event, value: 9 }] });
    expect(resultsOf(answer).map((result) => result.status)).toEqual(['applied', 'duplicate']);
    const [row] = await eventRows(db(), studio.id, [event.id]);
    expect(row?.value).toBe(1);
  });

  it('keeps event ids per studio: another studio may use the same id', async () => {
    const other = await setupStudio(db(), ['rift-runners']);
    const event = forPlayer();
    expect(resultsOf(await postBatch(server.url, studio, { events: [event] }))[0]?.status).toBe(
      'applied',
    );
    expect(resultsOf(await postBatch(server.url, other, { events: [event] }))[0]?.status).toBe(
      'applied',
    );
  });
});

describe('events refused one by one', () => {
  it('refuses an event for a game the studio does not own, and applies the rest', async () => {
    const mine = forPlayer();
    const theirs = forPlayer({ gameKey: 'someone-elses-game' });
    const answer = await postBatch(server.url, studio, { events: [mine, theirs] });
    expect(answer.status).toBe(200);
    expect(resultsOf(answer)).toEqual([
      { id: mine.id, status: 'applied' },
      expect.objectContaining({ id: theirs.id, status: 'refused', reason: 'game-not-owned' }),
    ]);
    expect(await eventRows(db(), studio.id, [theirs.id])).toEqual([]);
  });

  it('refuses negative, absurd and non-numeric values, bad types, unknown fields and bad players', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ value: -5 }, 'invalid-value'],
      [{ value: MAX_EVENT_VALUE + 1 }, 'invalid-value'],
      [{ value: '12' }, 'invalid-value'],
      [{ type: 'Match Won!' }, 'invalid-type'],
      [{ bonus: true }, 'unknown-field'],
      [{ player: { email: 'not-an-email' } }, 'invalid-player'],
      [{ player: { walletAddress: '0x123' } }, 'invalid-player'],
      [{ occurredAt: new Date(Date.now() + 3_600_000).toISOString() }, 'occurred-out-of-range'],
    ];
    const events = cases.map(([overrides]) => forPlayer(overrides));
    const answer = await postBatch(server.url, studio, { events });
    expect(answer.status).toBe(200);
    expect(resultsOf(answer).map((result) => [result.status, result.reason])).toEqual(
      cases.map(([, reason]) => ['refused', reason]),
    );
    expect(
      await eventRows(
        db(),
        studio.id,
        events.map((event) => event.id),
      ),
    ).toEqual([]);
  });

  it('lets a refused event be sent again, fixed, under the same id', async () => {
    const event = forPlayer({ value: -1 });
    expect(resultsOf(await postBatch(server.url, studio, { events: [event] }))[0]?.status).toBe(
      'refused',
    );
    const fixed = { ...event, value: 1 };
    expect(resultsOf(await postBatch(server.url, studio, { events: [fixed] }))[0]?.status).toBe(
      'applied',
    );
  });
});

describe('events for players not known yet', () => {
  it('keeps them pending, then applies them once when the player signs up with that e-mail', async () => {
    const email = uniqueEmail('late-signer');
    const events = [
      gameEvent({ player: { email } }),
      gameEvent({ player: { email: email.toUpperCase() }, type: 'score', value: 300 }),
    ];
    const answer = await postBatch(server.url, studio, { events });
    expect(resultsOf(answer).map((result) => result.status)).toEqual(['pending', 'pending']);
    const resent = await postBatch(server.url, studio, { events });
    expect(resultsOf(resent).map((result) => result.status)).toEqual(['duplicate', 'duplicate']);

    const client = server.client();
    const payload = await signUp(server, client, email);
    const rows = await eventRows(
      db(),
      studio.id,
      events.map((event) => event.id),
    );
    expect(rows.map((row) => row.status)).toEqual(['applied', 'applied']);
    const userIds = new Set(rows.map((row) => row.userId));
    expect(userIds.size).toBe(1);
    expect(userIds.has(null)).toBe(false);
    expect(payload.isNewUser).toBe(true);
    // Applying again (another link, the sweep) finds nothing left to apply.
    await server.app.services.gameProgress.applyPendingGameEvents([...userIds][0]!);
    expect(
      (
        await eventRows(
          db(),
          studio.id,
          events.map((event) => event.id),
        )
      ).map((row) => row.appliedAt),
    ).toEqual(rows.map((row) => row.appliedAt));
  });
});

describe('the demo studio', () => {
  it('is seeded with the development key and owns rift-runners', async () => {
    const answer = await postBatch(server.url, DEV_DEMO_STUDIO_KEY, {
      events: [forPlayer(), forPlayer({ gameKey: 'star-forge' })],
    });
    expect(resultsOf(answer).map((result) => [result.status, result.reason])).toEqual([
      ['applied', undefined],
      ['refused', 'game-not-owned'],
    ]);
    expect(await studioIdOf(db(), DEMO_STUDIO.key)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('events that move missions', () => {
  it('refuses the platform’s own event types from a studio', async () => {
    const events = ['level_reached', 'purchase_made', 'reward_claimed'].map((type) =>
      forPlayer({ type, value: 60 }),
    );
    const answer = await postBatch(server.url, studio, { events });
    expect(resultsOf(answer).map((result) => [result.status, result.reason])).toEqual([
      ['refused', 'invalid-type'],
      ['refused', 'invalid-type'],
      ['refused', 'invalid-type'],
    ]);
    expect(
      await eventRows(
        db(),
        studio.id,
        events.map((event) => event.id),
      ),
    ).toEqual([]);
  });

  it('count once per event id: the blocker quest’s "win 3 matches" moves by 2, however often the batch is resent', async () => {
    const gamer = await createPlayer(server, 'quester');
    const mission = await missionByKey(server, 'rift-warden-win-3-matches');
    const wins = [1, 2].map(() => gameEvent({ player: { email: gamer.email } }));
    const first = await postBatch(server.url, studio, { events: wins });
    expect(resultsOf(first).map((result) => result.status)).toEqual(['applied', 'applied']);
    const again = await Promise.all(
      [1, 2, 3, 4].map(() => postBatch(server.url, studio, { events: wins })),
    );
    for (const answer of again)
      expect(resultsOf(answer).map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
    expect(await userMissionRows(server, gamer.id, mission.id)).toMatchObject([
      { progress: 2, completedAt: null },
    ]);

    const third = gameEvent({ player: { email: gamer.email }, gameKey: 'star-forge' });
    expect(resultsOf(await postBatch(server.url, studio, { events: [third] }))[0]).toMatchObject({
      status: 'applied',
    });
    const [done] = await userMissionRows(server, gamer.id, mission.id);
    expect(done).toMatchObject({ progress: 3 });
    expect(done!.completedAt).not.toBeNull();
  });
});
