// The package's one read of process.env (CONVENTIONS.md): the environment the hardhat child inherits,
// with hardhat's interactive telemetry question turned off so an unattended start never waits on it.
export function hardhatProcessEnv(): NodeJS.ProcessEnv {
  return { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' };
}
