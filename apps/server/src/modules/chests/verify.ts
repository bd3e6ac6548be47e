// Rechecks a recorded chest opening from its period's revealed seed (issue 12 Build 5;
// docs/operating-a-season.md "Verifiable chest rolls"): the seed must hash to the commitment published
// for the period, and the rewards recomputed with @levelup/domain/chest-rolls from the seed, the
// player, the counter, the drop table as rolled and the period caps left at the time must equal the
// recorded ones.
import { rollChest, type RolledReward } from '@levelup/domain/chest-rolls';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import { findSeedPeriod, periodEnd, seedHmac, sha256Hex } from './seeds.ts';
import { findOpening, type OpeningWithHash } from './store.ts';

export type Verification = {
  opening: OpeningWithHash;
  seed: string;
  seedMatchesHash: boolean;
  chestTypeMatches: boolean;
  recomputed: RolledReward[];
  rewardsMatch: boolean;
  ok: boolean;
};

/** Rewards as sorted "amount itemKey" lines (jsonb does not keep an object's key order). */
const normalized = (rewards: readonly RolledReward[]) =>
  rewards
    .map((reward) => `${reward.amount} ${reward.itemKey}`)
    .sort()
    .join('\n');

export async function verifyOpening(
  db: Database,
  request: {
    userId: string;
    period: string;
    counter: number;
    chestType?: string | undefined;
    /** The revealed seed (hex); by default the database's, once the period is over. */
    seed?: string | undefined;
  },
  now: Date,
): Promise<Verification> {
  const opening = await findOpening(db, request);
  if (!opening)
    throw invalidInput(
      `No chest opening of ${request.userId} in ${request.period} with counter ${request.counter}.`,
    );
  let seed = request.seed?.toLowerCase();
  if (seed === undefined) {
    if (now.getTime() < periodEnd(request.period).getTime())
      throw invalidInput(`The seed of ${request.period} is revealed once the period is over.`);
    seed = (await findSeedPeriod(db, request.period))?.seed;
    if (!seed) throw invalidInput(`No seed for ${request.period}.`);
  }
  if (!/^[0-9a-f]{64}$/.test(seed)) throw invalidInput('A seed is 64 hex characters (32 bytes).');
  const { rewards } = rollChest(opening.dropTable, seedHmac(seed), {
    userId: opening.userId,
    counter: opening.counter,
    periodRemaining: opening.periodRemaining,
  });
  const seedMatchesHash = sha256Hex(seed) === opening.seedHash;
  const chestTypeMatches =
    request.chestType === undefined || request.chestType === opening.chestType;
  const rewardsMatch = normalized(rewards) === normalized(opening.rewards);
  return {
    opening,
    seed,
    seedMatchesHash,
    chestTypeMatches,
    recomputed: rewards,
    rewardsMatch,
    ok: seedMatchesHash && chestTypeMatches && rewardsMatch,
  };
}
