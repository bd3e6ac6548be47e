// CI guard: regenerate the merged schema and both codegen targets, then fail if any committed
// generated file changed (ISSUE 2: "generated files are committed and CI fails when they are stale").
import { execFileSync } from 'node:child_process';

const generated = ['packages/api/schema.graphql', 'packages/api/src/generated', 'apps/server/src/generated'];
const run = (args) => execFileSync('pnpm', args, { stdio: 'inherit' });

run(['--filter', '@levelup/server', 'codegen']);
run(['--filter', '@levelup/api', 'codegen']);
const changed = execFileSync('git', ['status', '--porcelain', '--', ...generated], { encoding: 'utf8', cwd: '../..' });
if (changed.trim()) {
  console.error(`Generated files are stale; run \`pnpm codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
