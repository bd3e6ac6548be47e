// Game-progress API configuration, read from the environment by src/env.ts (issue 11 §2): the
// per-studio batch rate, how long events for unknown players wait, and the demo studio's signing key.
// The demo key goes with the demo data (issue 27 finding 1): the demo seed gives the demo studio the
// development key wherever it runs — `npm start` (NODE_ENV unset, embedded PGlite), the e2e server, a
// test — so the README's `studio send-events` works on a fresh clone. A production deployment (NODE_ENV
// production on PostgreSQL, as for AUTH_SECRET) has no default and refuses the published secret.
import { z } from 'zod';

/** The demo studio's signing key: public in this repository, so never accepted in production. */
export const DEV_DEMO_STUDIO_KEY = {
  keyId: 'gpk_demo_rift_runners',
  secret: 'demo-studio-secret-do-not-use-in-production',
} as const;

export type StudioKeySecret = { keyId: string; secret: string };

export type GameProgressConfig = {
  /** Signed batches per studio and minute; 0 turns the limit off (benchmarks). */
  batchesPerMinute: number;
  /** Days an event for a player nobody linked yet waits before it expires. */
  pendingRetentionDays: number;
  /** The demo studio's key, created by the demo seed; null: no demo studio. */
  demoStudioKey: StudioKeySecret | null;
};

/** Where the server runs, as src/env.ts decides it. */
export type GameProgressDeployment = {
  /** NODE_ENV production on PostgreSQL: a real deployment, never the embedded demo (issue 10 fault 9). */
  production: boolean;
};

const schema = z.object({
  GAME_PROGRESS_BATCHES_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  GAME_PROGRESS_PENDING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEMO_STUDIO_KEY_ID: z
    .string()
    .regex(/^gpk_[A-Za-z0-9_]{8,64}$/, 'must look like gpk_ followed by 8 to 64 letters or digits')
    .optional(),
  DEMO_STUDIO_SECRET: z.string().min(32).optional(),
});

/** Reads the GAME_PROGRESS_* and DEMO_STUDIO_* variables (an empty variable counts as unset). */
export function readGameProgressConfig(
  source: Record<string, string | undefined>,
  { production }: GameProgressDeployment,
): GameProgressConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  if (production && env.DEMO_STUDIO_SECRET === DEV_DEMO_STUDIO_KEY.secret)
    throw new Error(
      'Invalid environment:\nDEMO_STUDIO_SECRET is the public development secret; choose another in production.',
    );
  const keyId = env.DEMO_STUDIO_KEY_ID ?? (production ? undefined : DEV_DEMO_STUDIO_KEY.keyId);
  const secret = env.DEMO_STUDIO_SECRET ?? (production ? undefined : DEV_DEMO_STUDIO_KEY.secret);
  return {
    batchesPerMinute: env.GAME_PROGRESS_BATCHES_PER_MINUTE,
    pendingRetentionDays: env.GAME_PROGRESS_PENDING_DAYS,
    demoStudioKey: keyId && secret ? { keyId, secret } : null,
  };
}
