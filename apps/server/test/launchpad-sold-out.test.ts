// A sold-out collection answers SOLD OUT from a read, without a transaction (issue 26 "What to build" 2;
// src/modules/launchpad/sold-out.ts), and that read stays exact: it learns at once when a unit comes back
// (a reservation past its expiry, before and after the expiry job; a season file raising maxSupply),
// leaves an ended collection's answer to the transaction, and under concurrency on PostgreSQL every unit
// is taken once and none is oversold.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReservations } from '#db/schema/launchpad.ts';
import { freeMints } from '#db/schema/mints.ts';
import {
  addCollection,
  collectionRow,
  expireNow,
  reservationRows,
  reserveMutation,
} from './support/launchpad.ts';
import { createPlayer, errorOf, type Player } from './support/players.ts';
import { statementLog } from './support/statement-count.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const statements = statementLog();
beforeAll(async () => {
  server = await startTestServer({ logger: statements.logger });
});
afterAll(() => server.close());

const codeOf = async (player: Player, collectionId: string) =>
  (errorOf(await player.graphql(reserveMutation, { collectionId })).code as string | undefined) ??
  'ok';
const newPlayers = async (count: number) => {
  const made: Player[] = [];
  for (let index = 0; index < count; index += 25)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, count - index) }, () => createPlayer(server, 'sold-out')),
      )),
    );
  return made;
};
/** A collection of `supply` units, all reserved; answers its id and the reservations' ids. */
async function soldOutCollection(supply: number, fields: Record<string, unknown> = {}) {
  const id = await addCollection(server, { maxSupply: supply, ...fields });
  for (const player of await newPlayers(supply)) expect(await codeOf(player, id)).toBe('ok');
  const rows = await reservationRows(server, id);
  return { id, reservationIds: rows.map((row) => row.id) };
}

describe('a sold-out collection', () => {
  it('answers SOLD OUT from reads: the session, the collection with its supply, its events', async () => {
    const { id } = await soldOutCollection(1);
    const player = await createPlayer(server);
    expect(await codeOf(player, id)).toBe('reserve-cap-exceeded');
    // A reserve's transaction alone (player lock, missions, limit, device, insert, unit) runs more.
    expect(statements.ofLatestRequest()).toBeLessThanOrEqual(3);
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
  });

  it('learns a reservation expired before the expiry job has run, and gives that unit', async () => {
    const { id, reservationIds } = await soldOutCollection(2);
    await expireNow(server, reservationIds[0]!);
    const [late, later] = await newPlayers(2);
    expect(await codeOf(late!, id)).toBe('ok');
    expect(await codeOf(later!, id)).toBe('reserve-cap-exceeded');
    expect((await collectionRow(server, id)).reservedCount).toBe(2);
  });

  it('learns a unit the expiry job gave back', async () => {
    const { id, reservationIds } = await soldOutCollection(2);
    await expireNow(server, reservationIds[1]!);
    await server.app.services.launchpad.jobs.sweep();
    expect((await collectionRow(server, id)).reservedCount).toBe(1);
    expect(await codeOf(await createPlayer(server), id)).toBe('ok');
    expect(await codeOf(await createPlayer(server), id)).toBe('reserve-cap-exceeded');
  });

  it('learns a larger maxSupply (as a season file writes it)', async () => {
    const { id } = await soldOutCollection(1);
    await server.handle.db.update(freeMints).set({ maxSupply: 2 }).where(eq(freeMints.id, id));
    expect(await codeOf(await createPlayer(server), id)).toBe('ok');
    expect(await codeOf(await createPlayer(server), id)).toBe('reserve-cap-exceeded');
  });

  it('once ended answers mission-is-over, as before', async () => {
    const { id } = await soldOutCollection(1);
    await server.handle.db
      .update(freeMints)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(freeMints.id, id));
    expect(await codeOf(await createPlayer(server), id)).toBe('mission-is-over');
  });

  it('a paid collection sold out by its minted count answers SOLD OUT at once', async () => {
    const id = await addCollection(server, { listPrice: 0.01, maxSupply: 3, mintedCount: 3 });
    expect(await codeOf(await createPlayer(server), id)).toBe('reserve-cap-exceeded');
    expect(statements.ofLatestRequest()).toBeLessThanOrEqual(3);
  });
});

describe.runIf(postgresUrl)('a sold-out collection under concurrency (PostgreSQL)', () => {
  it('answers SOLD OUT while another transaction holds the collection row and the player', async () => {
    const { id } = await soldOutCollection(1);
    const player = await createPlayer(server);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from free_mints where id = ${id} for update`);
      await tx.execute(sql`select 1 from users where id = ${player.id} for no key update`);
      locked();
      await gate;
    });
    await held;
    try {
      // The transaction path would wait for both locks until the holder ends.
      expect(await codeOf(player, id)).toBe('reserve-cap-exceeded');
    } finally {
      release();
      await holder;
    }
  });

  it('300 players race while 20 of 50 units come back by expiry (the job racing too): each taken once', async () => {
    const { id, reservationIds } = await soldOutCollection(50);
    const returning = reservationIds.slice(0, 20);
    await server.handle.db
      .update(userReservations)
      .set({ reservationExpiredAt: new Date(Date.now() - 1000) })
      .where(inArray(userReservations.id, returning));
    const racers = await newPlayers(300);
    const [codes] = await Promise.all([
      Promise.all(racers.map((player) => codeOf(player, id))),
      server.app.services.launchpad.jobs.sweep(),
    ]);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(20);
    expect(codes.filter((code) => code === 'reserve-cap-exceeded')).toHaveLength(280);
    const rows = await reservationRows(server, id);
    expect(rows.filter((row) => row.state === 'RESERVED')).toHaveLength(50);
    expect(
      rows
        .filter((row) => row.state === 'EXPIRED')
        .map((row) => row.id)
        .sort(),
    ).toEqual([...returning].sort());
    expect((await collectionRow(server, id)).reservedCount).toBe(50);
  }, 120_000);
});
