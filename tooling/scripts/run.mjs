#!/usr/bin/env node
// The two README commands (`npm start`, `npm test`) on a machine that has only Node and npm:
// get pnpm (pinned by package.json "packageManager"), install the workspace, then start or test.
import { spawnSync, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const command = process.argv[2];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (`pnpm@${version}` === pinned) return ['pnpm'];
  } catch {
    // no pnpm on PATH: fall through to npx, which fetches the pinned version from the npm registry
  }
  return ['npx', '--yes', pinned];
}

const pnpm = pnpmCommand();

function run(args, extraEnv = {}) {
  const [bin, ...rest] = [...pnpm, ...args];
  console.log(`\n> ${[bin, ...rest].join(' ')}`);
  const result = spawnSync(bin, rest, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const install = process.env.CI ? ['install', '--frozen-lockfile'] : ['install'];

switch (command) {
  case 'start':
    run(install);
    run(['turbo', 'run', 'build', '--filter=@levelup/server...', '--filter=@levelup/web', '--filter=@levelup/white-label-pass']);
    run(['--filter', '@levelup/server', 'start']);
    break;
  case 'test':
    run(install);
    run(['--filter', '@levelup/api', 'codegen:check']);
    run(['turbo', 'run', 'typecheck', 'lint', 'test', 'build', 'storybook', '--concurrency=2', '--continue']);
    run(['turbo', 'run', 'e2e', '--concurrency=1']);
    break;
  default:
    console.error('usage: run.mjs start|test');
    process.exit(2);
}
