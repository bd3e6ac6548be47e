import { describe, expect, it } from 'vitest';
import { DEV_DEMO_STUDIO_KEY, readGameProgressConfig } from './config.ts';

describe('readGameProgressConfig', () => {
  it('gives development and tests the demo studio key, production none', () => {
    expect(readGameProgressConfig({ NODE_ENV: 'development' }).demoStudioKey).toEqual(
      DEV_DEMO_STUDIO_KEY,
    );
    expect(readGameProgressConfig({ NODE_ENV: 'test' }).demoStudioKey).toEqual(DEV_DEMO_STUDIO_KEY);
    expect(readGameProgressConfig({}).demoStudioKey).toBeNull();
  });

  it('refuses the public development secret in production, and takes another', () => {
    expect(() =>
      readGameProgressConfig({
        NODE_ENV: 'production',
        DEMO_STUDIO_KEY_ID: 'gpk_demo_production',
        DEMO_STUDIO_SECRET: DEV_DEMO_STUDIO_KEY.secret,
      }),
    ).toThrow(/DEMO_STUDIO_SECRET is the public development secret/);
    const secret = 'x'.repeat(40);
    expect(
      readGameProgressConfig({
        NODE_ENV: 'production',
        DEMO_STUDIO_KEY_ID: 'gpk_demo_production',
        DEMO_STUDIO_SECRET: secret,
      }).demoStudioKey,
    ).toEqual({ keyId: 'gpk_demo_production', secret });
  });

  it('reads the limits, 0 turning the batch limit off', () => {
    expect(readGameProgressConfig({})).toMatchObject({
      batchesPerMinute: 600,
      pendingRetentionDays: 30,
    });
    expect(
      readGameProgressConfig({
        GAME_PROGRESS_BATCHES_PER_MINUTE: '0',
        GAME_PROGRESS_PENDING_DAYS: '7',
      }),
    ).toMatchObject({ batchesPerMinute: 0, pendingRetentionDays: 7 });
    expect(() => readGameProgressConfig({ DEMO_STUDIO_SECRET: 'short' })).toThrow(
      /DEMO_STUDIO_SECRET/,
    );
  });
});
