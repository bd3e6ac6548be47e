import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { compileTexts } from '@levelup/ui/vite/compile-texts';
import { readBuildEnv } from './build-env.ts';
import { chunkGroups, noChunkCycles } from './chunk-groups.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

const GRAPHQL_IN_THE_BROWSER = new URL(
  '../../packages/api/src/graphql-in-the-browser.ts',
  import.meta.url,
).pathname;

export default defineConfig(({ mode, isSsrBuild }) => ({
  define: {
    __LEVELUP_ENV__: JSON.stringify(readBuildEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  resolve: {
    // The browser needs no GraphQL parser: the documents are text (packages/api/src/graphql-in-the-browser.ts).
    alias: [{ find: /^graphql$/, replacement: GRAPHQL_IN_THE_BROWSER }],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // The text catalogues, compiled at build time (issue 15).
    compileTexts(),
    tailwindcss(),
    // Brotli and gzip copies of the scripts and styles, which the server sends to browsers that accept
    // them (apps/server/src/http/front-ends.ts, issue 15 Build 3: fast on a phone). Not for the
    // server-rendering build (dist-server/, issue 28), which only the server reads.
    isSsrBuild ? null : compression({ algorithms: ['brotliCompress', 'gzip'] }),
    noChunkCycles(),
  ],
  // The server-rendering build holds the render module alone; the public files are the browser build's.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    proxy: {
      // ws: the live socket at /graphql/ws (issue 26).
      '/graphql': { target: apiOrigin, ws: true },
      '/images': apiOrigin,
      // Issue 11: the chest animation clips and the share cards of collected rewards.
      '/animations': apiOrigin,
      '/share': apiOrigin,
      '/health': apiOrigin,
      // Accounts: REST sign-ins, avatar uploads and the demo mail outbox.
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/dev': apiOrigin,
      // spec 2 §7 Third-party sign-in: /{provider}/authorize and its callback.
      '^/(discord|epic-games|xbox|google|steam|telegram|twitch|twitter)/': apiOrigin,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first loads (chunk-groups.ts).
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));
