import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

// Served by the API server under this path (spec 2 §2 names /white-label-battlepass-v2/auth/callback).
export const BASE_PATH = '/white-label-battlepass-v2/';

export default defineConfig({
  base: BASE_PATH,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies the server sends to browsers that accept them (as in apps/web).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5174,
    proxy: { '/graphql': apiOrigin, '/images': apiOrigin, '/api': apiOrigin },
  },
  build: { target: 'es2022', sourcemap: true },
});
