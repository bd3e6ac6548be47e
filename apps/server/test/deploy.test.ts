// The production examples of apps/server/deploy/ (issue 26 "Production runs without wrappers"): the
// systemd unit is valid for systemd, and the command it starts, with its environment file filled in
// as an operator would, runs the server directly (Node on dist/main.js, no npm or pnpm around it),
// ready to answer and stopped cleanly by the unit's SIGTERM. The container image runs the same command,
// and so does the package's `start` script: one command, started here.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl, testRedisUrl } from './support/env.ts';
import { databaseUrl, withAdmin } from './support/postgres-admin.ts';
import { bundled, serverRoot } from './support/server-bundle.ts';

const deploy = path.join(serverRoot, 'deploy');
const INSTALL_ROOT = '/opt/levelup';
const ENV_FILE = '/etc/levelup/levelup.env';

/** The `key=value` lines of one section of a systemd unit. */
function unitSection(unit: string, section: string): Map<string, string> {
  const entries = new Map<string, string>();
  let current = '';
  for (const line of unit.split('\n')) {
    const header = /^\[(.+)\]$/.exec(line.trim());
    if (header) current = header[1] ?? '';
    else if (current === section && /^\w+=/.test(line)) {
      const at = line.indexOf('=');
      entries.set(line.slice(0, at), line.slice(at + 1));
    }
  }
  return entries;
}

/** The package's `start` script as argv, its `${VAR:-default}` parts at their defaults. */
function startScriptArgv(script: string): string[] {
  return script.replace(/\$\{\w+:-([^}]*)\}/g, '$1').split(/\s+/);
}

describe('the production examples (apps/server/deploy)', { timeout: 120_000 }, () => {
  let unit = '';
  let service = new Map<string, string>();
  let execStart: string[] = [];
  let root = '';
  const databases: string[] = [];

  beforeAll(async () => {
    unit = await readFile(path.join(deploy, 'levelup.service'), 'utf8');
    service = unitSection(unit, 'Service');
    execStart = (service.get('ExecStart') ?? '').split(/\s+/);
    root = await mkdtemp(path.join(tmpdir(), 'levelup-deploy-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    if (testPostgresUrl)
      await withAdmin(testPostgresUrl, async (client) => {
        for (const name of databases)
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
  });

  /** The unit with the install paths moved under this test's folder. */
  const installedHere = (text: string) =>
    text
      .replaceAll(ENV_FILE, path.join(root, 'levelup.env'))
      .replaceAll(INSTALL_ROOT, path.join(root, 'opt'))
      .replaceAll('/usr/bin/node', process.execPath);

  it('is one command: the unit, the container image and the start script run Node on dist/main.js', async () => {
    const containerfile = await readFile(path.join(deploy, 'Containerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(containerfile)?.[1];
    const packageJson = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8'));
    expect(execStart[0]).toBe('/usr/bin/node');
    expect(execStart.at(-1)).toBe('dist/main.js');
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...execStart.slice(1)]);
    expect(startScriptArgv(packageJson.scripts.start)).toEqual(['node', ...execStart.slice(1)]);
    expect(service.get('WorkingDirectory')).toBe(`${INSTALL_ROOT}/apps/server`);
    expect(/^WORKDIR (.+)$/m.exec(containerfile.split('\nFROM ').at(-1) ?? '')?.[1]).toBe(
      `${INSTALL_ROOT}/apps/server`,
    );
  });

  it('is a valid systemd unit (systemd-analyze verify)', async () => {
    const unitPath = path.join(root, 'levelup.service');
    await writeFile(unitPath, installedHere(unit));
    await writeFile(path.join(root, 'levelup.env'), '');
    await mkdir(path.join(root, 'opt/apps/server'), { recursive: true });
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', unitPath]);
    expect(`${stdout}${stderr}`).not.toMatch(/levelup\.service/);
  });

  it('starts the server from its environment file, ready to answer, and stops on SIGTERM', async () => {
    // The operator's environment file: the example with its placeholders filled in.
    const example = parseEnv(
      await readFile(path.join(deploy, 'levelup.env.example'), 'utf8'),
    ) as Record<string, string>;
    const filesDir = path.join(root, 'files');
    const database: Record<string, string> = {};
    if (testPostgresUrl) {
      const name = `test_${randomBytes(6).toString('hex')}`;
      await withAdmin(testPostgresUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      databases.push(name);
      database['DATABASE_URL'] = databaseUrl(testPostgresUrl, name);
    } else {
      // No PostgreSQL on this machine: the embedded database in the files folder.
      database['DATABASE_URL'] = '';
      database['DATA_DIR'] = path.join(filesDir, 'pglite');
    }
    const env: Record<string, string> = {
      ...example,
      ...database,
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      REDIS_URL: testRedisUrl ?? '',
      FILES_DIR: filesDir,
      LOG_LEVEL: 'warn',
      PATH: process.env['PATH'] ?? '',
    };
    expect(env['NODE_ENV']).toBe('production');

    // The installed layout: WorkingDirectory holds dist/, the build under test.
    const workingDirectory = installedHere(service.get('WorkingDirectory') ?? '');
    await mkdir(workingDirectory, { recursive: true });
    await symlink(path.dirname(bundled('main.js')), path.join(workingDirectory, 'dist'));

    const child = spawn(installedHere(execStart[0] ?? ''), execStart.slice(1), {
      cwd: workingDirectory,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /LevelUp is running: (http:\/\/[\d.]+:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => reject(new Error(`exited (${code}) before ready:\n${output}`)));
      });
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(200);
      // The unit's stop: SIGTERM, then a clean exit well within TimeoutStopSec.
      expect(service.get('KillSignal')).toBe('SIGTERM');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
