// The server as an operator runs it: src/main.ts in a child process of its own (through tsx, as
// `pnpm --filter @levelup/server start` did before the build), so a crash or an exit code is observable.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(serverRoot, 'node_modules/.bin/tsx');

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<number | null>;
};

/** The environment of a server child: the test's own, minus what would choose its database. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, ...inherited } = inheritedEnv();
  return { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
}

function spawnServer(env: Record<string, string>) {
  const child = spawn(tsx, ['src/main.ts'], { cwd: serverRoot, env: childEnv(env) });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** Starts the server and resolves once it prints the URL it listens on; rejects if it exits first. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, exited, output } = spawnServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /LevelUp is running: (http:\/\/[\d.]+:\d+)/.exec(output());
      if (match?.[1]) {
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output()}`)));
  });
  return {
    url,
    child,
    exited,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the server until it exits on its own (a start that fails). */
export async function runServerUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(tsx, ['src/main.ts'], { cwd: serverRoot, env: childEnv(env) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}
