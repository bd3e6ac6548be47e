import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('defaults to production on 127.0.0.1:4000 with PGlite under .data/pglite and seeding on', () => {
    const config = readEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 4000,
      seedDemo: true,
      databaseConnectTimeoutMs: 30_000,
      logLevel: 'info',
    });
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: expect.stringMatching(/\.data\/pglite$/),
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(config.whiteLabelDist).toMatch(/apps\/white-label-pass\/dist$/);
    expect(config.opsDist).toMatch(/apps\/ops\/dist$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats an empty variable as unset', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/app',
      poolSize: 10,
    });
    expect(
      readEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app', DATABASE_POOL_SIZE: '4' })
        .database,
    ).toMatchObject({ poolSize: 4 });
    expect(readEnv({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('seeds the demo on PGlite by default, on PostgreSQL only when asked', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(readEnv(postgres).seedDemo).toBe(false);
    expect(readEnv({ ...postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('keeps PGlite in memory for DATA_DIR=memory://', () => {
    expect(readEnv({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('names the web origin of Sign-In with Ethereum messages (WEB_ORIGIN)', () => {
    expect(readEnv({}).webOrigin).toBe('http://localhost:4000');
    expect(readEnv({ NODE_ENV: 'development' }).webOrigin).toBe('http://localhost:5173');
    expect(readEnv({ WEB_ORIGIN: 'https://play.example/some/path' }).webOrigin).toBe(
      'https://play.example',
    );
    expect(() => readEnv({ WEB_ORIGIN: 'ftp://play.example' })).toThrow(/WEB_ORIGIN/);
  });

  it('parses flags, origins and the port', () => {
    const config = readEnv({
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PORT: '0',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      port: 0,
      logLevel: 'silent',
    });
  });

  it('configures accounts: mail outbox by default, Turnstile verify URL, rate limits', () => {
    const config = readEnv({});
    expect(config).toMatchObject({
      productName: 'LevelUp',
      authSecret: null,
      trustProxy: false,
      mail: { smtpUrl: null, from: 'LevelUp <no-reply@levelup.local>' },
      turnstile: {
        secretKey: null,
        siteKey: null,
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      },
      redisUrl: null,
      rateLimits: { graphqlPerMinute: 1200, authScale: 1 },
      refreshTokenGraceMs: 10_000,
    });
    expect(config.filesDir).toMatch(/\.data$/);
    const configured = readEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      PRODUCT_NAME: 'Questly',
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(configured.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      from: 'Questly <no-reply@levelup.local>',
    });
    expect(configured.rateLimits.graphqlPerMinute).toBe(0);
    expect(
      readEnv({ TURNSTILE_SECRET_KEY: 'secret', TURNSTILE_SITE_KEY: 'site-key' }).turnstile,
    ).toMatchObject({ secretKey: 'secret', siteKey: 'site-key' });
    expect(readEnv({ REFRESH_TOKEN_GRACE_SECONDS: '2.5' }).refreshTokenGraceMs).toBe(2500);
  });

  it('refuses a short AUTH_SECRET and a non-SMTP mail URL', () => {
    expect(() => readEnv({ AUTH_SECRET: 'short', SMTP_URL: 'http://mail.example' })).toThrow(
      /AUTH_SECRET[\s\S]*SMTP_URL|SMTP_URL[\s\S]*AUTH_SECRET/,
    );
  });

  it('names each invalid variable', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('sheds load by default within limits the environment can change or turn off (0)', () => {
    const defaults = readEnv({}).overload;
    expect(defaults).toMatchObject({
      maxEventLoopDelayMs: 200,
      maxDatabaseWaiting: 30,
      maxGraphqlInFlight: 64,
      minGraphqlInFlight: 12,
      targetLatencyMs: 50,
      maxQueueWaitMs: 3000,
      sampleIntervalMs: 100,
      retryAfterSeconds: 5,
    });
    expect(defaults.maxHeapUsedBytes).toBeGreaterThan(0);
    expect(
      readEnv({
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_HEAP_USED_BYTES: '0',
        OVERLOAD_MAX_DATABASE_WAITING: '0',
        OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
        OVERLOAD_MAX_QUEUE_WAIT_MS: '0',
      }).overload,
    ).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 0,
      maxDatabaseWaiting: 0,
      maxGraphqlInFlight: 0,
      maxQueueWaitMs: 0,
    });
  });
});
