import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@levelup/playwright-config/chromium';

// Issue 15 Build 2: axe on every modal and drawer story of the built Storybook (storybook-static, made
// by the `storybook` task, which turbo runs before this package's `e2e`). One desktop project: the
// stories render the same components at any width; the apps' suites check both widths on real pages.
const port = 4103;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
