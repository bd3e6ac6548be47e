import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '#env.ts';
import { MissingAuthSecretError, resolveAuthSecret } from './auth-secret.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'levelup-secret-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', async () => {
    const config = readEnv({ AUTH_SECRET: 'x'.repeat(40) });
    expect(await resolveAuthSecret(config, warn)).toBe('x'.repeat(40));
  });

  it('refuses to start in production on PostgreSQL without AUTH_SECRET', async () => {
    const config = readEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' });
    await expect(resolveAuthSecret(config, warn)).rejects.toBeInstanceOf(MissingAuthSecretError);
  });

  it('keeps a generated secret for the embedded demo database, and warns', async () => {
    const config = readEnv({ FILES_DIR: folder, DATA_DIR: path.join(folder, 'pglite') });
    warnings.length = 0;
    const first = await resolveAuthSecret(config, warn);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(config, warn)).toBe(first);
    expect((await readFile(path.join(folder, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect(warnings).toHaveLength(1);
  });

  it('uses a random secret in development, with a warning', async () => {
    warnings.length = 0;
    const config = readEnv({ NODE_ENV: 'development' });
    expect(await resolveAuthSecret(config, warn)).not.toBe(await resolveAuthSecret(config, warn));
    expect(warnings[0]).toMatch(/AUTH_SECRET is not set/);
  });
});
