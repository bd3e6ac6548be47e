// Issue 10 exactly-once when a request holding an Idempotency-Key stops answering (its process died):
// its effect transactions record themselves on the key, so a retry after the lease knows whether the
// effect committed; if not, the retry takes the key over and the old holder can no longer commit.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions } from '#db/schema/progression.ts';
import type { PurchaseShopItemInput } from '#generated/resolvers.ts';
import { KeyLostError } from '#modules/idempotency/effect-fence.ts';
import {
  ANSWER_LOST_MESSAGE,
  KEY_IN_USE_MESSAGE,
  LEASE_MS,
  type KeyClaim,
} from '#modules/idempotency/service.ts';
import type { KeyLease } from '#modules/idempotency/store.ts';
import { createPlayer, grantItem, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const keys = () => server.app.services.idempotency;
const booster: PurchaseShopItemInput = {
  itemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
  quantity: 1,
  paymentType: 'COIN',
  currency: 'GOLD',
};
const FINGERPRINT = 'fingerprint-of-the-request';

async function playerWithGold(): Promise<Player> {
  const player = await createPlayer(server);
  await grantItem(server, player, 'GOLD', 1000);
  return player;
}

function held(claim: KeyClaim): KeyLease {
  if (claim.kind !== 'run') throw new Error(`expected to run, got ${JSON.stringify(claim)}`);
  return claim.held;
}

const refusal = (claim: KeyClaim) =>
  claim.kind === 'refuse' ? { code: claim.error.code, message: claim.error.message } : claim;

const purchases = (userId: string) =>
  server.handle.db
    .select({ id: purchaseTransactions.id })
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.userId, userId));

const buyUnder = (lease: KeyLease, userId: string) =>
  keys().run(lease, () => server.app.services.progression.purchaseShopItem(userId, booster));

describe('a key whose request stopped answering', () => {
  it('is in use during its lease, then taken over; the old holder can no longer commit', async () => {
    const player = await playerWithGold();
    const scope = { userId: player.id, operation: 'purchaseShopItem', key: randomUUID() };
    const first = held(await keys().claim(scope, FINGERPRINT));

    expect(refusal(await keys().claim(scope, FINGERPRINT))).toEqual({
      code: 'idempotency-key-in-use',
      message: KEY_IN_USE_MESSAGE,
    });
    clock = new Date(clock.getTime() + LEASE_MS);
    const second = held(await keys().claim(scope, FINGERPRINT));

    await expect(buyUnder(first, player.id)).rejects.toBeInstanceOf(KeyLostError);
    expect(await purchases(player.id)).toEqual([]);
    const bought = await buyUnder(second, player.id);
    expect(await purchases(player.id)).toEqual([{ id: bought.txId }]);
  });

  it('whose effect committed is never run again: the retry is told the answer was lost', async () => {
    const player = await playerWithGold();
    const scope = { userId: player.id, operation: 'purchaseShopItem', key: randomUUID() };
    const first = held(await keys().claim(scope, FINGERPRINT));
    await buyUnder(first, player.id);
    // The process dies here, before the answer is stored.
    clock = new Date(clock.getTime() + LEASE_MS);
    expect(refusal(await keys().claim(scope, FINGERPRINT))).toEqual({
      code: 'idempotency-key-in-use',
      message: ANSWER_LOST_MESSAGE,
    });
    expect(await purchases(player.id)).toHaveLength(1);
  });
});

describe('a fault answer', () => {
  it('frees the key when nothing committed, so the retry runs', async () => {
    const player = await playerWithGold();
    const scope = { userId: player.id, operation: 'purchaseShopItem', key: randomUUID() };
    const first = held(await keys().claim(scope, FINGERPRINT));
    await keys().finish(first, { errors: [{ message: 'Something went wrong.' }] }, false);
    held(await keys().claim(scope, FINGERPRINT));
  });

  it('is replayed when part of the effect committed: running it again could do it twice', async () => {
    const player = await playerWithGold();
    const scope = { userId: player.id, operation: 'purchaseShopItem', key: randomUUID() };
    const first = held(await keys().claim(scope, FINGERPRINT));
    await buyUnder(first, player.id);
    const fault = {
      errors: [{ message: 'Something went wrong.', extensions: { code: 'unexpected' } }],
    };
    await keys().finish(first, fault, false);
    expect(await keys().claim(scope, FINGERPRINT)).toEqual({ kind: 'replay', response: fault });
  });
});
