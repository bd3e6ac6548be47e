// Rewards configuration, read from the environment by src/env.ts (issue 12): the product's own client
// (spec 1 §3 reward campaigns filtered by client) and the low-pool threshold of redeemable codes.
import { z } from 'zod';

export type RewardsConfig = {
  /** spec 1 §3: campaigns with metadata.client of another product are not listed. */
  productClient: string;
  /** A code pool with fewer unused codes than this is reported (warning log; the gauge always). */
  codePoolLowThreshold: number;
};

const schema = z.object({
  PRODUCT_CLIENT: z.string().min(1).default('earn_alliance'),
  REDEEMABLE_CODE_LOW_POOL: z.coerce.number().int().min(0).default(10),
});

/** Reads PRODUCT_CLIENT and REDEEMABLE_CODE_LOW_POOL (an empty variable counts as unset). */
export function readRewardsConfig(source: Record<string, string | undefined>): RewardsConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return {
    productClient: parsed.data.PRODUCT_CLIENT,
    codePoolLowThreshold: parsed.data.REDEEMABLE_CODE_LOW_POOL,
  };
}
