// The ledger service (ARCHITECTURE.md "Server": an append-only ledger whose sum equals the balance,
// exactly-once grants by idempotency key, balances never negative).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#db/client.ts';
import { userBalances } from '#db/schema/users.ts';
import { AppError } from '#errors.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { credit, creditXp, debit, type LedgerResult } from '#modules/ledger/service.ts';
import { findSeasonXp } from '#modules/progression/store.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { battlePasses } from '#db/schema/season.ts';
import { sumEntries, sumXpEntries } from '#modules/ledger/store.ts';
import type { PlayerEvent } from '#realtime/player-events.ts';
import {
  createTestDatabase,
  openMigrated,
  postgresUrl,
  type TestDatabase,
} from './support/test-database.ts';

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

/** Events the ledger emitted, per player, as the callers' transactionWithEvents would publish them. */
const emitted: PlayerEvent[] = [];
const scoped = (tx: Database) => ({
  tx,
  emit: (_userId: string, event: PlayerEvent) => void emitted.push(event),
});

const newPlayer = () => handle.db.transaction((tx) => createUser(tx, {}));

async function balance(userId: string, currency = 'GOLD'): Promise<number> {
  const [row] = await handle.db
    .select({ amount: userBalances.amount })
    .from(userBalances)
    .where(and(eq(userBalances.userId, userId), eq(userBalances.currency, currency)));
  return row?.amount ?? 0;
}

const change = (userId: string, amount: number, key: string) => ({
  userId,
  currency: 'GOLD',
  amount,
  reason: 'ADMIN_OPS',
  idempotencyKey: key,
});

describe('credit and debit', () => {
  it('apply once per idempotency key, and the entries add up to the balance', async () => {
    const { id } = await newPlayer();
    const db: Database = handle.db;
    const run = (work: (tx: Database) => Promise<LedgerResult>) => db.transaction(work);
    expect(await run((tx) => credit(scoped(tx), change(id, 50, `g1-${id}`)))).toMatchObject({
      applied: true,
      entry: { userId: id, currency: 'GOLD', delta: 50, battlePassId: null, reason: 'ADMIN_OPS' },
    });
    expect(await run((tx) => credit(scoped(tx), change(id, 50, `g1-${id}`)))).toEqual({
      applied: false,
      entry: null,
    });
    expect(await run((tx) => debit(scoped(tx), change(id, 20, `d1-${id}`)))).toMatchObject({
      applied: true,
      entry: { delta: -20 },
    });
    expect(await run((tx) => debit(scoped(tx), change(id, 20, `d1-${id}`)))).toEqual({
      applied: false,
      entry: null,
    });
    expect(await balance(id)).toBe(30);
    expect(await sumEntries(handle.db, id)).toEqual([{ currency: 'GOLD', total: 30 }]);
  });

  it('emits the balance after every applied change, and nothing for a repeat or a short debit', async () => {
    const { id } = await newPlayer();
    const run = (work: (tx: Database) => Promise<LedgerResult>) =>
      handle.db.transaction(work).catch(() => null);
    emitted.length = 0;
    await run((tx) => credit(scoped(tx), change(id, 70, `e1-${id}`)));
    await run((tx) => credit(scoped(tx), change(id, 70, `e1-${id}`)));
    await run((tx) => debit(scoped(tx), change(id, 25, `e2-${id}`)));
    await run((tx) => debit(scoped(tx), change(id, 500, `e3-${id}`)));
    expect(emitted).toEqual([
      { kind: 'balance', balance: { itemKey: 'GOLD', amount: 70, battlePassId: null } },
      { kind: 'balance', balance: { itemKey: 'GOLD', amount: 45, battlePassId: null } },
    ]);
  });

  it('never takes a balance below zero: a short debit writes nothing', async () => {
    const { id } = await newPlayer();
    await handle.db.transaction((tx) => credit(scoped(tx), change(id, 10, `g2-${id}`)));
    const error = await handle.db
      .transaction((tx) => debit(scoped(tx), change(id, 11, `d2-${id}`)))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('insufficient-balance');
    expect(await balance(id)).toBe(10);
    expect(await sumEntries(handle.db, id)).toEqual([{ currency: 'GOLD', total: 10 }]);
  });

  it('refuses an amount that is not a positive whole number', async () => {
    const { id } = await newPlayer();
    await expect(
      handle.db.transaction((tx) => credit(scoped(tx), change(id, 0, `z-${id}`))),
    ).rejects.toThrow(/positive integer/);
  });

  // A real race on PostgreSQL's connection pool; PGlite runs the transactions one at a time.
  it(`lets concurrent debits take only what is there (${postgresUrl ? 'PostgreSQL' : 'PGlite, serialized'})`, async () => {
    const { id } = await newPlayer();
    await handle.db.transaction((tx) => credit(scoped(tx), change(id, 100, `g3-${id}`)));
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        handle.db.transaction((tx) => debit(scoped(tx), change(id, 30, `d3-${id}-${index}`))),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(id)).toBe(10);
    expect(await sumEntries(handle.db, id)).toEqual([{ currency: 'GOLD', total: 10 }]);
  });

  it('keeps XP per season: entries carry the season, the season row holds the sum, balances stay apart', async () => {
    await seedDemo(handle.db);
    const seasons = await handle.db
      .select({ id: battlePasses.id, xpItemKey: battlePasses.xpItemKey })
      .from(battlePasses);
    const [first, second] = seasons;
    if (!first || !second) throw new Error('the demo seed has two seasons');
    const { id } = await newPlayer();
    const xp = (season: { id: number; xpItemKey: string }, amount: number, key: string) =>
      handle.db.transaction((tx) =>
        creditXp(scoped(tx), {
          userId: id,
          battlePassId: season.id,
          xpItemKey: season.xpItemKey,
          amount,
          reason: 'ADMIN_OPS',
          idempotencyKey: `${key}-${id}`,
        }),
      );
    expect(await xp(first, 300, 'x1')).toMatchObject({
      applied: true,
      entry: { currency: first.xpItemKey, delta: 300, battlePassId: first.id },
      season: { xp: 300, notifiedLevel: 0 },
    });
    expect(await xp(first, 300, 'x1')).toEqual({ applied: false, entry: null, season: null });
    await xp(first, 200, 'x2');
    await xp(second, 70, 'x3');
    expect(await findSeasonXp(handle.db, id, first.id)).toMatchObject({ xp: 500 });
    expect(await findSeasonXp(handle.db, id, second.id)).toMatchObject({ xp: 70 });
    expect(
      (await sumXpEntries(handle.db, id)).sort(
        (a, b) => Number(a.battlePassId) - Number(b.battlePassId),
      ),
    ).toEqual(
      [
        { battlePassId: first.id, currency: first.xpItemKey, total: 500 },
        { battlePassId: second.id, currency: second.xpItemKey, total: 70 },
      ].sort((a, b) => a.battlePassId - b.battlePassId),
    );
    expect(await sumEntries(handle.db, id)).toEqual([]);
    expect(await balance(id, first.xpItemKey)).toBe(0);
  });
});
