#!/usr/bin/env node
// `pnpm --filter @levelup/server cli <command>`: see program.ts, or run with --help.
import { readEnv } from '#env.ts';
import { runCli } from './program.ts';

process.exitCode = await runCli(process.argv.slice(2), readEnv(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
