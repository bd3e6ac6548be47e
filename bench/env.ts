// The benchmarks' one read of the environment: which PostgreSQL, Redis and pgbench they run against.
/** PostgreSQL to create throwaway benchmark databases from. */
export const benchPostgresUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis for the fan-out benchmark's Redis scenarios. */
export const benchRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The pgbench binary the claim benchmark compares against. */
export const pgbenchPath = process.env.PGBENCH || '/usr/bin/pgbench';
/** The environment a benchmark's server child process inherits. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/** Interleaved rounds per case, and seconds of load per server and round, of the peer benchmark. */
export const peerRounds = Number(process.env.BENCH_ROUNDS || 3);
export const peerSecondsPerRound = Number(process.env.BENCH_SECONDS || 5);
/** Lighthouse runs per page of the Lighthouse benchmark (the median is reported). */
export const lighthouseRuns = Number(process.env.RUNS || 3);
/** Seconds of load per case of the server-rendering benchmark. */
export const ssrSeconds = Number(process.env.BENCH_SECONDS || 10);
/** The season health benchmark's data (issue 29 §1): players and ledger rows generated. */
export const healthPlayers = Number(process.env.BENCH_PLAYERS || 1_000_000);
export const healthLedgerRows = Number(process.env.BENCH_LEDGER_ROWS || 20_000_000);
/** BENCH_REGENERATE=1 makes the health database again; BENCH_DROP=1 drops it after the run. */
export const healthRegenerate = process.env.BENCH_REGENERATE === '1';
export const healthDrop = process.env.BENCH_DROP === '1';
