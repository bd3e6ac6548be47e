// Launchpad reserves under concurrency (issue 13 "Abuse and bad input"): real races on PostgreSQL's
// connection pool (1,000 players for 100 items); on PGlite the same requests run one transaction at a
// time (200 players for 20 items).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReservations } from '#db/schema/launchpad.ts';
import {
  addCollection,
  collectionRow,
  reservationRows,
  reserveMutation,
} from './support/launchpad.ts';
import { createPlayer, errorOf, type Player } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';
const [players, supply] = postgresUrl ? [1000, 100] : [200, 20];

const createPlayers = async (count: number) => {
  const made: Player[] = [];
  for (let index = 0; index < count; index += 25)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, count - index) }, () => createPlayer(server, 'racer')),
      )),
    );
  return made;
};
const reserveAll = (racers: Player[], collectionId: string) =>
  Promise.all(racers.map((player) => player.graphql(reserveMutation, { collectionId })));
const codesOf = (responses: Awaited<ReturnType<typeof reserveAll>>) =>
  responses.map((response) => (errorOf(response).code as string | undefined) ?? 'ok');

describe(`launchpad races (${target})`, () => {
  it(`${players} concurrent reserves by ${players} players on a supply of ${supply}: exactly ${supply}`, async () => {
    const id = await addCollection(server, { maxSupply: supply });
    const racers = await createPlayers(players);
    const codes = codesOf(await reserveAll(racers, id));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(supply);
    expect(codes.filter((code) => code === 'reserve-cap-exceeded')).toHaveLength(players - supply);
    expect(await reservationRows(server, id)).toHaveLength(supply);
    expect((await collectionRow(server, id)).reservedCount).toBe(supply);
  }, 180_000);

  it('the same player reserving 50 times at once: at most their limit (2)', async () => {
    const id = await addCollection(server, { maxSupply: 100, reserveLimitPerPlayer: 2 });
    const player = await createPlayer(server);
    const codes = codesOf(
      await reserveAll(
        Array.from({ length: 50 }, () => player),
        id,
      ),
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(2);
    expect(codes.filter((code) => code === 'reached-collection-reserve-limit')).toHaveLength(48);
    expect(await reservationRows(server, id)).toHaveLength(2);
    expect((await collectionRow(server, id)).reservedCount).toBe(2);
  }, 60_000);

  it('5 accounts of one device reserving one collection at once: 1 reserves, 4 get multi-accounting', async () => {
    const id = await addCollection(server, { maxSupply: 100 });
    const accounts = await createPlayers(5);
    const device = { headers: { 'x-device-id': `race-device-${id}` } };
    const responses = await Promise.all(
      accounts.map((player) => player.graphql(reserveMutation, { collectionId: id }, device)),
    );
    const codes = codesOf(responses);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'multi-accounting')).toHaveLength(4);
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
  }, 60_000);

  it('expiry run twice at once, while new players reserve: every unit returned once, never oversold', async () => {
    const id = await addCollection(server, { maxSupply: 10 });
    const first = await createPlayers(10);
    expect(codesOf(await reserveAll(first, id)).every((code) => code === 'ok')).toBe(true);
    await server.handle.db
      .update(userReservations)
      .set({ reservationExpiredAt: new Date(Date.now() - 1000) })
      .where(eq(userReservations.collectionId, id));
    const next = await createPlayers(40);
    const [responses, ...sweeps] = await Promise.all([
      reserveAll(next, id),
      server.app.services.launchpad.jobs.sweep(),
      server.app.services.launchpad.jobs.sweep(),
    ]);
    const codes = codesOf(responses as Awaited<ReturnType<typeof reserveAll>>);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    await server.app.services.launchpad.jobs.sweep();
    const rows = await reservationRows(server, id);
    expect(rows.filter((row) => row.state === 'EXPIRED')).toHaveLength(10);
    expect(rows.filter((row) => row.state === 'RESERVED')).toHaveLength(10);
    expect((await collectionRow(server, id)).reservedCount).toBe(10);
    expect(sweeps).toHaveLength(2);
  }, 120_000);
});
