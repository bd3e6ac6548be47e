// Studio keys, the per-studio rate limit and the pending sweep of the game-progress API (issue 11 §2,
// "Abuse and bad input"): two live keys at once for rotation, a revoked key refused; past its batches
// per minute a studio gets 429 with Retry-After, and forged batches do not count against it; the sweep
// applies events whose player appeared without the sign-up hook and expires those past retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#modules/accounts/users-store.ts';
import { sweepPendingEvents } from '#modules/game-progress/pending-events.ts';
import {
  createStudioKey,
  listStudioKeys,
  revokeStudioKey,
} from '#modules/game-progress/studios-store.ts';
import { createIdentitySignIn } from '#modules/third-party-auth/identity-sign-in.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import { createInProcessPlayerEvents } from '#realtime/player-events.ts';
import { uniqueEmail } from './support/account-client.ts';
import {
  eventRows,
  gameEvent,
  postBatch,
  resultsOf,
  setupStudio,
} from './support/game-progress.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { GAME_PROGRESS_BATCHES_PER_MINUTE: '3' } });
});
afterAll(() => server.close());

const db = () => server.handle.db;

describe('key rotation', () => {
  it('accepts two live keys, refuses a third, and refuses batches signed with a revoked key', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const second = await createStudioKey(db(), studio.key);
    await expect(createStudioKey(db(), studio.key)).rejects.toThrow(/2 live keys/);
    const first = { keyId: studio.keyId, secret: studio.secret };
    for (const key of [first, second])
      expect((await postBatch(server.url, key, { events: [gameEvent()] })).status).toBe(200);

    await revokeStudioKey(db(), studio.key, first.keyId);
    const refused = await postBatch(server.url, first, { events: [gameEvent()] });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid-signature' });
    expect((await postBatch(server.url, second, { events: [gameEvent()] })).status).toBe(200);
    await expect(revokeStudioKey(db(), studio.key, first.keyId)).rejects.toThrow(/no live key/);

    const third = await createStudioKey(db(), studio.key);
    const listed = await listStudioKeys(db(), studio.key);
    expect(listed.map((key) => [key.id, key.revokedAt !== null])).toEqual([
      [first.keyId, true],
      [second.keyId, false],
      [third.keyId, false],
    ]);
    expect(JSON.stringify(listed)).not.toContain(second.secret);
  });
});

describe('per-studio rate limit', () => {
  it('answers 429 with Retry-After past the studio’s batches per minute, other studios unaffected', async () => {
    const busy = await setupStudio(db(), ['rift-runners']);
    const calm = await setupStudio(db(), ['rift-runners']);
    // Forged batches are refused before they count: they cannot use up the studio's allowance.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await postBatch(server.url, busy, { events: [gameEvent()] }, { signWith: 'forged' }))
          .status,
      ).toBe(401);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await postBatch(server.url, busy, { events: [gameEvent()] })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await postBatch(server.url, busy, { events: [gameEvent()] });
    expect(limited.body).toMatchObject({ code: 'too-many-requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postBatch(server.url, calm, { events: [gameEvent()] })).status).toBe(200);
  });
});

describe('the pending sweep', () => {
  it('applies events whose player appeared meanwhile, and expires those past retention', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const [arrived, never] = [uniqueEmail('arrived'), uniqueEmail('never')];
    const events = [
      gameEvent({ player: { email: arrived } }),
      gameEvent({ player: { email: never } }),
    ];
    const answer = await postBatch(server.url, studio, { events });
    expect(resultsOf(answer).map((result) => result.status)).toEqual(['pending', 'pending']);
    // A player made without the sign-up hook (an operator, or a sign-up racing the batch).
    const user = await db().transaction((tx) => createUser(tx, { email: arrived }));

    const { inTransaction } = createPlayerTransactions({
      db: db(),
      events: createInProcessPlayerEvents(),
      now: () => new Date(),
    });
    expect(await sweepPendingEvents({ db: db(), inTransaction, now: () => new Date() })).toEqual({
      expired: 0,
      applied: 1,
    });
    const in31Days = () => new Date(Date.now() + 31 * 24 * 3600 * 1000);
    // Other tests' events for nobody@example.com expire too; this one is checked below.
    const later = await sweepPendingEvents({ db: db(), inTransaction, now: in31Days });
    expect(later.applied).toBe(0);
    expect(later.expired).toBeGreaterThanOrEqual(1);
    const rows = await eventRows(
      db(),
      studio.id,
      events.map((event) => event.id),
    );
    const byId = new Map(rows.map((row) => [row.eventId, row]));
    expect(byId.get(events[0]!.id)).toMatchObject({ status: 'applied', userId: user.id });
    expect(byId.get(events[1]!.id)).toMatchObject({ status: 'expired', userId: null });
    // An expired id stays recorded: a late resend is a duplicate, not a new pending event.
    const late = await postBatch(server.url, studio, { events: [events[1]] });
    expect(resultsOf(late)[0]?.status).toBe('duplicate');
  });
});

describe('events for a third-party account', () => {
  it('wait until a player links that account, then apply once', async () => {
    const studio = await setupStudio(db(), ['rift-runners']);
    const accountId = `steam-${Date.now()}`;
    const events = [gameEvent({ player: { provider: 'steam', accountId } })];
    const first = await postBatch(server.url, studio, { events });
    expect(resultsOf(first)[0]?.status).toBe('pending');
    const player = await db().transaction((tx) => createUser(tx, { email: uniqueEmail('linker') }));
    const signIn = createIdentitySignIn({
      db: db(),
      productName: 'LevelUp',
      applyPendingGameEvents: server.app.services.gameProgress.applyPendingGameEvents,
    });
    await signIn({
      provider: 'steam',
      providerName: 'Steam',
      profile: { providerUserId: accountId, displayName: null },
      actionSource: 'connect',
      connectingUserId: player.id,
    });
    const [row] = await eventRows(db(), studio.id, [events[0]!.id]);
    expect(row).toMatchObject({ status: 'applied', userId: player.id });
    const again = await postBatch(server.url, studio, { events });
    expect(resultsOf(again)[0]?.status).toBe('duplicate');

    // One batch naming players both ways (and a wallet nobody linked) applies to the right players.
    const other = await db().transaction((tx) => createUser(tx, { email: uniqueEmail('mixed') }));
    const mixed = [
      gameEvent({ player: { provider: 'steam', accountId } }),
      gameEvent({ player: { email: other.email } }),
      gameEvent({ player: { walletAddress: `0x${'ab'.repeat(20)}` } }),
    ];
    const answer = await postBatch(server.url, studio, { events: mixed });
    expect(resultsOf(answer).map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'pending',
    ]);
    const rows = await eventRows(
      db(),
      studio.id,
      mixed.map((event) => event.id),
    );
    expect(new Map(rows.map((row) => [row.eventId, row.userId]))).toEqual(
      new Map([
        [mixed[0]!.id, player.id],
        [mixed[1]!.id, other.id],
        [mixed[2]!.id, null],
      ]),
    );
  });
});
