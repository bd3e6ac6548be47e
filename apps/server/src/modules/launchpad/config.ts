// Launchpad configuration, read from the environment by src/env.ts (issue 13 Build 4): the minter key
// that signs on-chain mint vouchers. A secret: only ever from the environment (the start command and
// the e2e suite pass the public key of a hardhat test account for the local chain).
import type { Hex } from 'viem';
import { z } from 'zod';

export type LaunchpadConfig = {
  /** LAUNCHPAD_MINTER_KEY; null: on-chain collections cannot be minted (invalid-input). */
  minterKey: Hex | null;
};

const schema = z.object({
  LAUNCHPAD_MINTER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a private key: 0x and 64 hex digits')
    .optional(),
});

/** Reads LAUNCHPAD_MINTER_KEY (an empty variable counts as unset). */
export function readLaunchpadConfig(source: Record<string, string | undefined>): LaunchpadConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return { minterKey: (parsed.data.LAUNCHPAD_MINTER_KEY as Hex | undefined) ?? null };
}
