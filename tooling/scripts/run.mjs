#!/usr/bin/env node
// The two README commands (`npm start`, `npm test`) on a machine that has only Node and npm:
// get pnpm (pinned by package.json "packageManager"), install the workspace, then start or test.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrapEnv, inheritedEnv } from './env.mjs';
import { devChainServerEnv, startDevChain, stopProcessGroup } from './dev-chain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const command = process.argv[2];

const env = { ...inheritedEnv, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

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
  const started = Date.now();
  const result = spawnSync(bin, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  phases.push({ name: args.join(' '), seconds: (Date.now() - started) / 1000 });
  if (args.includes('--summarize')) printTaskTimes();
  if (result.status !== 0) {
    printPhaseTimes();
    process.exit(result.status ?? 1);
  }
}

/** Wall time of each step of this run, printed at its end (docs/tests.md: where the time goes). */
const phases = [];
function printPhaseTimes() {
  console.log('\nTime per step:');
  for (const { name, seconds } of phases)
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${name}`);
}

/** The newest turbo run summary (`--summarize`): each task's wall time, slowest first. */
function printTaskTimes() {
  const folder = path.join(root, '.turbo/runs');
  let newest;
  try {
    newest = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.join(folder, file))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    return;
  }
  if (!newest) return;
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
  const timed = tasks
    .filter((task) => task.execution && task.cache?.status !== 'HIT')
    .map((task) => ({
      id: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log('\nTurbo tasks, slowest first:');
  for (const { id, seconds } of timed) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${id}`);
}

const install = bootstrapEnv.ci ? ['install', '--frozen-lockfile'] : ['install'];

switch (command) {
  case 'start': {
    run(install);
    run([
      'turbo',
      'run',
      'build',
      '--filter=@levelup/server...',
      '--filter=@levelup/web',
      '--filter=@levelup/white-label-pass',
      // The operator console, served under /ops (issue 29).
      '--filter=@levelup/ops',
    ]);
    // Crypto payments on a local chain unless the environment configures real chains (docs/deployment.md "Payments").
    const chain = bootstrapEnv.evmRpcUrls
      ? null
      : await startDevChain({ pnpm, cwd: root, env, port: bootstrapEnv.localChainPort });
    // The chain and the server run in process groups of their own (pnpm -> sh -> node dist/main.js,
    // the compiled server): a signal to this script reaches every process of both, and the chain stops
    // when the server does.
    const [bin, ...rest] = [...pnpm, '--filter', '@levelup/server', 'start'];
    const server = spawn(bin, rest, {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...env, ...(chain ? devChainServerEnv(chain.rpcUrl) : {}) },
    });
    const stopChain = () => stopProcessGroup(chain?.child, 'SIGTERM');
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
      process.on(signal, () => stopProcessGroup(server, signal));
    process.once('exit', () => {
      stopProcessGroup(server, 'SIGTERM');
      stopChain();
    });
    server.on('exit', (code) => {
      stopChain();
      process.exit(code ?? 0);
    });
    break;
  }
  case 'test':
    run(install);
    run(['--filter', '@levelup/api', 'codegen:check']);
    run([
      'turbo',
      'run',
      'typecheck',
      'lint',
      'test',
      'build',
      'storybook',
      '--concurrency=2',
      '--continue',
      '--summarize',
    ]);
    run(['turbo', 'run', 'e2e', '--concurrency=1', '--summarize']);
    printPhaseTimes();
    break;
  default:
    console.error('usage: run.mjs start|test');
    process.exit(2);
}
