// Property (issue 4 "Concurrency and bad input"): whatever random sequence of grants, spends, claims,
// purchases and bypasses a player goes through, after every step each balance equals the sum of its
// ledger entries, each season's XP equals the sum of its XP entries, and nothing is negative.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#errors.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { debit } from '#modules/ledger/service.ts';
import { expectLedgerConsistent, seasonOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let s1: Awaited<ReturnType<typeof seasonOf>>;
beforeAll(async () => {
  server = await startTestServer();
  s1 = await seasonOf(server.handle.db);
});
afterAll(() => server.close());

const currencies = ['GOLD', 'PLAYPOINT', 'SNOWFLAKE'] as const;
const shopKeys = [
  'BATTLE_PASS_XP_BOOSTER_3D',
  'BATTLE_PASS_XP_BOOSTER_7D',
  'BATTLE_PASS_XP_BOOSTER_30D',
  'BATTLE_PASS_PREMIUM_S1',
  'SEASON_END_CHEST',
] as const;

type Step =
  | { kind: 'grant'; currency: (typeof currencies)[number]; amount: number }
  | { kind: 'xp'; amount: number }
  | { kind: 'spend'; currency: (typeof currencies)[number]; amount: number }
  | { kind: 'claim'; level: number; track: 'basic' | 'premium' }
  | { kind: 'claimTrack'; track: 'BASIC' | 'PREMIUM' }
  | { kind: 'purchase'; itemKey: (typeof shopKeys)[number]; currency: 'GOLD' | 'PLAYPOINT' }
  | { kind: 'bypass' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    currency: fc.constantFrom(...currencies),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ kind: fc.constant('xp' as const), amount: fc.integer({ min: 1, max: 12_000 }) }),
  fc.record({
    kind: fc.constant('spend' as const),
    currency: fc.constantFrom(...currencies),
    amount: fc.integer({ min: 1, max: 2000 }),
  }),
  fc.record({
    kind: fc.constant('claim' as const),
    level: fc.integer({ min: 1, max: 25 }),
    track: fc.constantFrom('basic' as const, 'premium' as const),
  }),
  fc.record({
    kind: fc.constant('claimTrack' as const),
    track: fc.constantFrom('BASIC' as const, 'PREMIUM' as const),
  }),
  fc.record({
    kind: fc.constant('purchase' as const),
    itemKey: fc.constantFrom(...shopKeys),
    currency: fc.constantFrom('GOLD' as const, 'PLAYPOINT' as const),
  }),
  fc.record({ kind: fc.constant('bypass' as const) }),
);

/** Runs one step as the player; the errors the rules allow are part of the game, others fail. */
async function run(userId: string, email: string, current: Step, index: number): Promise<void> {
  const progression = server.app.services.progression;
  const db = server.handle.db;
  try {
    switch (current.kind) {
      case 'grant':
        await progression.operator.grantItem({
          email,
          itemKey: current.currency,
          amount: current.amount,
          reason: 'property test grant',
        });
        return;
      case 'xp':
        await progression.operator.grantXp({
          email,
          amount: current.amount,
          reason: 'property test grant',
        });
        return;
      case 'spend':
        await db.transaction((tx) =>
          debit(
            { tx, emit: () => {} },
            {
              userId,
              currency: current.currency,
              amount: current.amount,
              reason: 'PROPERTY_SPEND',
              idempotencyKey: `spend:${userId}:${index}`,
            },
          ),
        );
        return;
      case 'claim':
        await progression.claimReward(userId, String(s1.reward(current.level, current.track).id));
        return;
      case 'claimTrack':
        await progression.claimRewards(userId, String(s1.season.id), current.track);
        return;
      case 'purchase':
        await progression.purchaseShopItem(userId, {
          itemKey: current.itemKey,
          quantity: 1,
          paymentType: 'COIN',
          currency: current.currency,
        });
        return;
      case 'bypass': {
        const mission = s1.missions[0];
        if (mission) await progression.bypassSpecialMission(userId, String(mission.id));
        return;
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

describe('the ledger under random play', () => {
  it('keeps every balance equal to its entries and never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const email = `property-${crypto.randomUUID()}@example.test`;
        const user = await server.handle.db.transaction((tx) => createUser(tx, { email }));
        for (const [index, current] of steps.entries()) {
          await run(user.id, email, current, index);
          expect(await expectLedgerConsistent(server.handle.db, user.id)).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
