// Issue 26 "Done when": a first visit with the server started cold and the machine kept busy. CPU
// burners (node processes spinning on a core) run beside a server this spec starts itself, as
// `npm start` does: the built server on an in-memory demo database, with the default overload settings
// (the suite's shared server turns shedding off, playwright-config). Every process is stopped by its
// own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../server');

/** Starts `count` processes that each keep a core busy until stopped. */
export function startCpuBurners(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

/** A port nobody listens on now (the suites' fixed ports are taken by their own servers). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export type ColdServer = {
  origin: string;
  process: ChildProcess;
  logFile: string;
  /** Its uploads and share cards, removed when it stops. */
  filesDir: string;
};

/**
 * Starts the built server (`node dist/main.js`, as the production example runs it) with the defaults
 * of `npm start` on a fresh in-memory database, and resolves once it answers /health.
 */
export async function startColdServer(logDirectory: string): Promise<ColdServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const filesDir = mkdtempSync(path.join(tmpdir(), 'levelup-cold-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The defaults, not what the suite or the shell set: shedding on, the demo seed, no PostgreSQL.
  for (const name of Object.keys(env))
    if (name.startsWith('OVERLOAD_') || name === 'DATABASE_URL' || name === 'REDIS_URL')
      delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    FILES_DIR: filesDir,
  });
  mkdirSync(logDirectory, { recursive: true });
  const logFile = path.join(logDirectory, 'cold-server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exited = false;
  server.once('exit', () => (exited = true));
  // The signal: /health answers (or the server has stopped, which fails at once).
  await expect(async () => {
    expect(exited, `the server stopped; see ${logFile}`).toBe(false);
    const response = await fetch(`${origin}/health`);
    expect(response.ok).toBe(true);
  }).toPass({ timeout: 120_000 });
  return { origin, process: server, logFile, filesDir };
}

/** Stops a process this spec started, by its pid, and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(stubborn);
}

/** Stops the server and removes its files folder. */
export async function stopColdServer(server: ColdServer): Promise<void> {
  await stopProcess(server.process);
  rmSync(server.filesDir, { recursive: true, force: true });
}
