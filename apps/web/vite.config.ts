import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiOrigin,
      '/images': apiOrigin,
      '/health': apiOrigin,
      // Accounts: REST sign-ins, avatar uploads and the demo mail outbox.
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/dev': apiOrigin,
      // spec 2 §7 Third-party sign-in: /{provider}/authorize and its callback.
      '^/(discord|epic-games|xbox|google|steam|telegram|twitch|twitter)/': apiOrigin,
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
