// The only place the bootstrap script (run.mjs) reads the environment (CONVENTIONS.md); it passes the
// rest of it on to pnpm, turbo and the server unchanged.
export const inheritedEnv = { ...process.env };

export const bootstrapEnv = {
  /** CI installs exactly the lockfile. */
  ci: Boolean(process.env.CI),
  /** Real chains configured: the start command runs no local chain (docs/deployment.md "Payments"). */
  evmRpcUrls: process.env.EVM_RPC_URLS || null,
  /** Port of the start command's local chain. */
  localChainPort: Number(process.env.LOCAL_CHAIN_PORT || 8545),
};
