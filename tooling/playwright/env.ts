// The only place the Playwright preset reads the environment (CONVENTIONS.md).
export const playwrightEnv = {
  /** A Chromium binary other than Debian's /usr/bin/chromium. */
  chromiumPath: process.env.CHROMIUM_PATH || null,
};
