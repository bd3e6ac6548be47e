import { describe, expect, it } from 'vitest';
import { readEnv } from '#env.ts';
import { DEV_DEMO_STUDIO_KEY, readGameProgressConfig } from './config.ts';

const POSTGRES = 'postgres://levelup@127.0.0.1:5432/levelup';

describe('readGameProgressConfig', () => {
  // Issue 27 finding 1: `npm start` leaves NODE_ENV unset (production mode) on the embedded database,
  // seeds the demo data, and the README signs the demo studio's batches with the development key.
  it('gives the demo studio the development key wherever the demo runs, as `npm start` runs it', () => {
    expect(readEnv({}).gameProgress.demoStudioKey).toEqual(DEV_DEMO_STUDIO_KEY);
    expect(readEnv({ NODE_ENV: 'production' }).gameProgress.demoStudioKey).toEqual(
      DEV_DEMO_STUDIO_KEY,
    );
    expect(readEnv({ NODE_ENV: 'development' }).gameProgress.demoStudioKey).toEqual(
      DEV_DEMO_STUDIO_KEY,
    );
    expect(readEnv({ NODE_ENV: 'test' }).gameProgress.demoStudioKey).toEqual(DEV_DEMO_STUDIO_KEY);
    expect(
      readEnv({ NODE_ENV: 'development', DATABASE_URL: POSTGRES }).gameProgress.demoStudioKey,
    ).toEqual(DEV_DEMO_STUDIO_KEY);
  });

  it('gives a production deployment (production on PostgreSQL) no demo key, even when seeding', () => {
    expect(readEnv({ DATABASE_URL: POSTGRES }).gameProgress.demoStudioKey).toBeNull();
    expect(
      readEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).gameProgress
        .demoStudioKey,
    ).toBeNull();
  });

  it('refuses the public development secret in production, and takes another', () => {
    expect(() =>
      readEnv({
        DATABASE_URL: POSTGRES,
        DEMO_STUDIO_KEY_ID: 'gpk_demo_production',
        DEMO_STUDIO_SECRET: DEV_DEMO_STUDIO_KEY.secret,
      }),
    ).toThrow(/DEMO_STUDIO_SECRET is the public development secret/);
    const secret = 'x'.repeat(40);
    expect(
      readGameProgressConfig(
        { DEMO_STUDIO_KEY_ID: 'gpk_demo_production', DEMO_STUDIO_SECRET: secret },
        { production: true },
      ).demoStudioKey,
    ).toEqual({ keyId: 'gpk_demo_production', secret });
  });

  it('reads the limits, 0 turning the batch limit off', () => {
    const demo = { production: false };
    expect(readGameProgressConfig({}, demo)).toMatchObject({
      batchesPerMinute: 600,
      pendingRetentionDays: 30,
    });
    expect(
      readGameProgressConfig(
        { GAME_PROGRESS_BATCHES_PER_MINUTE: '0', GAME_PROGRESS_PENDING_DAYS: '7' },
        demo,
      ),
    ).toMatchObject({ batchesPerMinute: 0, pendingRetentionDays: 7 });
    expect(() => readGameProgressConfig({ DEMO_STUDIO_SECRET: 'short' }, demo)).toThrow(
      /DEMO_STUDIO_SECRET/,
    );
  });
});
