// The server's bundle (issue 10 shared part 6): src/main.ts and the operator CLI bundled by esbuild into
// <outdir>/main.js and <outdir>/cli.js, so production runs plain JavaScript with no TypeScript
// compiler at run time. Why a bundle rather than tsc output: the sources import each other with `.ts`
// extensions through the `#*` subpath imports, and @levelup/domain exports its `src/*.ts`; tsc would
// keep those specifiers (rewriting them needs TypeScript 5.7's rewriteRelativeImportExtensions, which
// does not touch `#` or package imports), while esbuild resolves them once at build time. Packages from
// node_modules stay external (native and WASM parts such as sharp, argon2 and PGlite load their own
// files); the workspace packages (TypeScript sources) and viem (below) are bundled in. Files read at
// run time are found from the package folder (src/server-root.ts), so dist/ reads the same ones as src/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * viem and the packages it is built from are bundled too, tree-shaken to the few helpers the server
 * calls (addresses, units, receipts, SIWE, the minter's account): imported whole from node_modules, its
 * index loads every chain, ABI and transport module, about 20 MB of old-generation heap a server holds
 * for good (issue 10 "RSS under that load ≤ 250 MB"; docs/deployment.md "Production build"). They are plain ESM
 * without side effects, native parts or files read at run time.
 */
const BUNDLED_PACKAGES = /^(viem|ox|abitype|@noble\/[^/]+|@scure\/[^/]+)(\/|$)/;

/** node_modules packages stay imports; `#` subpaths, relative files, @levelup/* and viem are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@levelup/') || BUNDLED_PACKAGES.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles the server and the CLI into `outdir` (relative to apps/server, or absolute). The production
 * build writes dist/ (scripts/build.ts); the test suite bundles the sources it tests once per run
 * (test/support/global-setup.ts), so the processes it starts run the same code production runs.
 */
export async function bundleServer(outdir: string): Promise<void> {
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    banner: { js: '// Built by apps/server/scripts/build.ts; do not edit.' },
  });
}
