// Starts the real API server (serving the built apps) for a benchmark and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inheritedEnv } from '../env.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  origin: string;
  /** The process group of the server and its wrappers (it starts detached). */
  processGroup: number;
  stop: () => Promise<void>;
};

export async function startServer({
  port,
  env = {},
}: {
  port: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const child: ChildProcess = spawn('pnpm', ['--filter', '@levelup/server', 'start'], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    processGroup: child.pid!,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
