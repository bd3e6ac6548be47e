// The server and the operator CLI as production runs them: the esbuild bundle of scripts/bundle.ts,
// built from the sources under test once per test run (global-setup.ts), so a child process starts in
// about a second instead of the five that compiling the TypeScript through tsx takes at every start.
// The `cli` package script (tsx over the same sources) is covered once, in cli.test.ts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** apps/server: the child processes' working folder, as `pnpm --filter @levelup/server …` gives them. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundled entry `name` (main.js: the server; cli.js: the operator CLI). */
export const bundled = (name: 'main.js' | 'cli.js'): string =>
  path.join(inject('serverBundle'), name);

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs the operator CLI with `args` in a process of its own with exactly `env`, and resolves once it
 * exits. A CLI that hangs is killed after two minutes, longer than any test's own timeout: a guard for
 * the run to end, never a wait a test relies on.
 */
export function runCliProcess(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundled('cli.js'), ...args],
      { cwd: serverRoot, env, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
