// The server as an operator runs it: the bundled main.js (server-bundle.ts) in a child process of its
// own, so a crash, a start that gives up, or an exit code is observable.
import { spawn, type ChildProcess } from 'node:child_process';
import { inheritedEnv } from './env.ts';
import { bundled, serverRoot } from './server-bundle.ts';

export type ServerProcess = {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the first match of `pattern` in stdout; rejects if the server exits first. */
  waitForOutput: (pattern: RegExp) => Promise<RegExpExecArray>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<number | null>;
};

/** Starts the server with the test's environment minus its database choice, plus `env`. */
export function spawnServerProcess(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, ...inherited } = inheritedEnv();
  const child = spawn(process.execPath, [bundled('main.js')], {
    cwd: serverRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), (output += chunk)));
  child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk), (output += chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    output: () => output,
    waitForOutput: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stdout);
          if (!match) return false;
          child.stdout.off('data', check);
          resolve(match);
          return true;
        };
        if (check()) return;
        child.stdout.on('data', check);
        void exited.then((code) =>
          reject(new Error(`the server exited (${code}) before ${pattern}:\n${output}`)),
        );
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type RunningServerProcess = ServerProcess & {
  /** http://127.0.0.1:<port> */
  url: string;
};

/** Starts the server and resolves once it prints the URL it listens on. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<RunningServerProcess> {
  const server = spawnServerProcess(env);
  const [, url] = await server.waitForOutput(/LevelUp is running: (http:\/\/[\d.]+:\d+)/);
  return { ...server, url: url ?? '' };
}
