import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { compileTexts } from '@levelup/ui/vite/compile-texts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

const GRAPHQL_IN_THE_BROWSER = new URL(
  '../../packages/api/src/graphql-in-the-browser.ts',
  import.meta.url,
).pathname;

// Served by the API server under this path (spec 2 §2 names /white-label-battlepass-v2/auth/callback).
export const BASE_PATH = '/white-label-battlepass-v2/';

export default defineConfig(({ isSsrBuild }) => ({
  base: BASE_PATH,
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
    // Brotli and gzip copies the server sends to browsers that accept them (as in apps/web); not for
    // the server-rendering build (dist-server/, issue 28), which only the server reads.
    isSsrBuild ? null : compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // The server-rendering build holds the render module alone; the public files are the browser build's.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5174,
    // ws: the live socket at /graphql/ws (issue 26).
    proxy: { '/graphql': { target: apiOrigin, ws: true }, '/images': apiOrigin, '/api': apiOrigin },
  },
  build: { target: 'es2022', sourcemap: true },
}));
