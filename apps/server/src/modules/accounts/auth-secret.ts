// Where the key of access tokens and e-mail code hashes comes from (issue 3 Sessions): AUTH_SECRET;
// without it, production on PostgreSQL refuses to start. The embedded demo (PGlite) keeps a generated
// secret in FILES_DIR so sessions survive a restart; development and tests use a random one.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '#env.ts';

export class MissingAuthSecretError extends Error {
  constructor() {
    super(
      'AUTH_SECRET is required in production (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
    this.name = 'MissingAuthSecretError';
  }
}

export async function resolveAuthSecret(
  config: ServerConfig,
  warn: (message: string) => void,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (config.nodeEnv !== 'production') {
    warn('AUTH_SECRET is not set: using a random one; sessions end when the server restarts.');
    return randomBytes(48).toString('base64url');
  }
  if (config.database.kind === 'postgres') throw new MissingAuthSecretError();
  if (config.database.dataDir === null) {
    warn('AUTH_SECRET is not set: using a random one for this in-memory demo database.');
    return randomBytes(48).toString('base64url');
  }
  const file = path.join(config.filesDir, 'auth-secret');
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (stored && stored.trim().length >= 32) return stored.trim();
  warn(`AUTH_SECRET is not set: generated one for the embedded demo database in ${file}.`);
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.filesDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
