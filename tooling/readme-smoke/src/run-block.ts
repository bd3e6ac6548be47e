// Runs a marked block as a reader pastes it into a terminal at the repository's root: bash, stopping
// at the first command that fails. The docs call the CLI as `npx pnpm@<pinned> --filter
// @levelup/server cli …`: pnpm runs the package's `cli` script (tsx over src/) in apps/server, about
// 13 s a command here. A shell function answers exactly that prefix with the same program as the build
// ships it, `node dist/cli.js` in apps/server (apps/server/test/cli.test.ts holds that they are one
// program), in about 2 s; the prefix itself runs once as written (cliAsWritten). Every other command,
// including `npx` with another version, runs as written.
import { spawn } from 'node:child_process';

export type CommandRun = { code: number | null; stdout: string; stderr: string };

const COMPILED_CLI = `
npx() {
  if [ "$1" = "pnpm@$LEVELUP_SMOKE_PNPM" ] && [ "$2" = "--filter" ] && [ "$3" = "@levelup/server" ] && [ "$4" = "cli" ]; then
    shift 4
    (cd "$LEVELUP_SMOKE_SERVER_DIR" && node dist/cli.js "$@")
  else
    command npx "$@"
  fi
}
`;

export type BlockContext = {
  root: string;
  serverDir: string;
  /** The pnpm version package.json pins (its packageManager field, without `pnpm@`). */
  pnpmVersion: string;
  env: NodeJS.ProcessEnv;
};

export function runBlock(code: string, context: BlockContext): Promise<CommandRun> {
  return run('bash', ['-e', '-o', 'pipefail', '-c', `${COMPILED_CLI}\n${code}`], context.root, {
    ...context.env,
    LEVELUP_SMOKE_PNPM: context.pnpmVersion,
    LEVELUP_SMOKE_SERVER_DIR: context.serverDir,
  });
}

/** The docs' CLI prefix as written: `npx pnpm@<pinned> --filter @levelup/server cli <args>`. */
export function cliAsWritten(args: string[], context: BlockContext): Promise<CommandRun> {
  return run(
    'npx',
    [`pnpm@${context.pnpmVersion}`, '--filter', '@levelup/server', 'cli', ...args],
    context.root,
    context.env,
  );
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
