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

// issue 29: the console is served by the API server under /ops (apps/server src/http/front-ends.ts).
export const BASE_PATH = '/ops/';

export default defineConfig({
  base: BASE_PATH,
  resolve: {
    // The browser needs no GraphQL parser: the documents are text (packages/api/src/graphql-in-the-browser.ts).
    alias: [{ find: /^graphql$/, replacement: GRAPHQL_IN_THE_BROWSER }],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // @levelup/ui's dialogs read their texts from its catalogues, compiled at build time (issue 15).
    compileTexts(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5175,
    proxy: { '/graphql': apiOrigin, '/api': apiOrigin },
  },
  build: { target: 'es2022', sourcemap: true },
});
