// Shared Playwright settings for the apps' end-to-end tests: a local Chromium (never a downloaded
// browser, ./chromium.ts), a desktop and a mobile project, and a real server on a fresh in-memory
// database serving the built apps.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { LOCAL_CHAIN_ID } from '@levelup/evm-chain/local-chain';
import { DEV_WALLET, LAUNCHPAD_MINTER, PAYMENT_RECEIVER } from '@levelup/evm-chain/test-accounts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './mailbox.ts';
import { E2E_STUDIO_KEY } from './studio.ts';
import { E2E_TURNSTILE, TURNSTILE_STAND_IN_PORT } from './turnstile.ts';

export type E2eConfigParameters = {
  repoRoot: string;
  port: number;
  basePath?: string;
  /** Starts a local EVM chain (hardhat, 31337) on this port: crypto payments and on-chain mints on it. */
  localChainPort?: number;
};

/** A local chain for the suite and the server settings that take crypto payments on it (issue 5). */
function localChain(repoRoot: string, port: number) {
  const rpcUrl = `http://127.0.0.1:${port}`;
  return {
    webServer: {
      command: `pnpm --filter @levelup/evm-chain start --port ${port}`,
      cwd: repoRoot,
      url: rpcUrl,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    serverEnv: {
      EVM_RPC_URLS: `${LOCAL_CHAIN_ID}=${rpcUrl}`,
      PAYMENT_RECEIVER_ADDRESS: PAYMENT_RECEIVER.address,
      PAYMENT_DEV_WALLET: DEV_WALLET.address,
      // The minter key of on-chain collections (issue 13), on the local chain only.
      LAUNCHPAD_MINTER_KEY: LAUNCHPAD_MINTER.privateKey,
    },
  };
}

/** Async because the packaged Chromium may first need unpacking: `export default await defineE2eConfig(…)`. */
export async function defineE2eConfig({
  repoRoot,
  port,
  basePath = '/',
  localChainPort,
}: E2eConfigParameters) {
  const origin = `http://127.0.0.1:${port}`;
  const chain = localChainPort === undefined ? null : localChain(repoRoot, localChainPort);
  return defineConfig({
    testDir: './e2e',
    // One test at a time on the one server: tests may switch a site-wide flag for themselves (e.g. the
    // launchpad spec's captcha, apps/web/e2e/support/captcha.ts).
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: true,
    reporter: 'list',
    timeout: 30_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL: new URL(basePath, origin).toString(),
      trace: 'retain-on-failure',
      launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs },
    },
    projects: [
      {
        name: 'desktop',
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1440, height: 900 },
          channel: undefined,
        },
      },
      {
        name: 'mobile',
        use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      },
    ],
    webServer: [
      ...(chain ? [chain.webServer] : []),
      {
        command: `pnpm exec tsx mail-catcher.ts ${MAIL_CATCHER_SMTP_PORT} ${MAIL_CATCHER_HTTP_PORT}`,
        cwd: import.meta.dirname,
        url: `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/health`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
      {
        command: `pnpm exec tsx turnstile-stand-in.ts ${TURNSTILE_STAND_IN_PORT}`,
        cwd: import.meta.dirname,
        url: `http://127.0.0.1:${TURNSTILE_STAND_IN_PORT}/health`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
      {
        command: 'pnpm --filter @levelup/server start',
        cwd: repoRoot,
        url: `${origin}/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          DATABASE_URL: '',
          SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
          // Every browser of the suite comes from 127.0.0.1: scale the per-IP sign-in limits up.
          AUTH_RATE_LIMIT_SCALE: '10',
          // A busy test machine stalls the embedded database's event loop and slows every answer past
          // the adaptive in-flight cap's target: no load shedding here, or a page's burst of queries is
          // shed at random (apps/server/test/overload.test.ts and src/http/*.test.ts cover shedding).
          OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
          OVERLOAD_MAX_DATABASE_WAITING: '0',
          OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
          // The demo studio's signing key: the missions specs send signed game events (issue 11).
          DEMO_STUDIO_KEY_ID: E2E_STUDIO_KEY.keyId,
          DEMO_STUDIO_SECRET: E2E_STUDIO_KEY.secret,
          // Cloudflare Turnstile stood in by ./turnstile-stand-in.ts (the browser's widget by
          // ./turnstile.ts): the captcha is asked only where a test turns a captcha feature on.
          TURNSTILE_SITE_KEY: E2E_TURNSTILE.siteKey,
          TURNSTILE_SECRET_KEY: E2E_TURNSTILE.secretKey,
          TURNSTILE_VERIFY_URL: E2E_TURNSTILE.verifyUrl,
          ...chain?.serverEnv,
        },
      },
    ],
  });
}

export const repoRootFrom = (dir: string) => path.resolve(dir, '../..');
