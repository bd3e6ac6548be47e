// The demo studio's signing key on the end-to-end server (issue 11 game-progress API): the server
// starts with it (index.ts) and the missions specs sign their game events with it. A test-only key of
// the throwaway e2e database, like the e2e AUTH_SECRET; never a production secret.
export const E2E_STUDIO_KEY = {
  keyId: 'gpk_e2e_demo_studio',
  secret: 'levelup-e2e-studio-secret-0123456789abcdef',
} as const;
