// The server as `npm start` starts it (tooling/scripts/run.mjs): the server package's `start` script,
// i.e. the compiled dist/main.js, run in apps/server with the user's environment, NODE_ENV unset and
// no DATABASE_URL, so on the embedded PGlite seeded with the demo. Unlike `npm start` it keeps its data
// in a folder of its own and listens on a port the system picks (PORT=0), so it runs beside
// `npm start` and the e2e servers; it runs no local chain (the marked blocks pay nothing in crypto).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inheritedEnv } from './env.ts';

export type DemoServer = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What the server printed before it listened (the demo seed's line among it). */
  startOutput: string;
  /** The environment of a terminal next to it: the CLI finds this server and its data. */
  commandEnv: NodeJS.ProcessEnv;
  /** SIGTERM, then the server closes its database and exits. */
  stop: () => Promise<void>;
  /** Deletes the data folder. */
  remove: () => Promise<void>;
};

const RUNNING = /LevelUp is running: (http:\/\/[^\s/]+)(\/\S*)/;

/** A terminal's environment: the user's, minus what a test runner sets and the server would read. */
export function terminalEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(inheritedEnv).filter(
      ([name]) =>
        !['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'PORT', 'DATA_DIR', 'FILES_DIR'].includes(
          name,
        ) && !name.startsWith('VITEST'),
    ),
  );
}

export async function startDemoServer(serverDir: string): Promise<DemoServer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'levelup-readme-smoke-'));
  const { scripts } = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const dataEnv = { DATA_DIR: path.join(folder, 'pglite'), FILES_DIR: folder };
  // `exec`: the shell becomes the server, so its exit is the server's (after it closed the database).
  const child = spawn('sh', ['-c', `exec ${scripts.start}`], {
    cwd: serverDir,
    env: { ...terminalEnv(), ...dataEnv, PORT: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const listening = new Promise<{ url: string; path: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = RUNNING.exec(output);
      if (running) resolve({ url: running[1]!.replace('0.0.0.0', '127.0.0.1'), path: running[2]! });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(([code]) =>
      reject(new Error(`the server exited (${String(code)}) before listening:\n${output}`)),
    );
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGTERM');
    await exited;
  };
  try {
    const { url } = await listening;
    const port = new URL(url).port;
    return {
      url,
      startOutput: output,
      commandEnv: { ...terminalEnv(), ...dataEnv, PORT: port },
      stop,
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  } catch (error) {
    await stop();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group has already gone
  }
}
