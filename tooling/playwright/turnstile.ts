// The Cloudflare Turnstile stand-ins of the end-to-end tests (issue 13 "reserves with the captcha on (a
// local Turnstile stand-in)"): the API server verifies tokens at a real local siteverify server
// (./turnstile-stand-in.ts, started with the suite), and the browser gets a stand-in of Cloudflare's
// widget script whose widget hands out a token the siteverify stand-in issued (accepted once) or one it
// never issued (refused). The keys are the throwaway keys of the e2e server, never a real site's.
import type { Page } from '@playwright/test';

export const TURNSTILE_STAND_IN_PORT = 4127;

/** The e2e server's Turnstile pair (index.ts passes it on as TURNSTILE_SITE_KEY / _SECRET_KEY). */
export const E2E_TURNSTILE = {
  siteKey: 'e2e-turnstile-site-key',
  secretKey: 'e2e-turnstile-secret-key',
  verifyUrl: `http://127.0.0.1:${TURNSTILE_STAND_IN_PORT}/turnstile/v0/siteverify`,
} as const;

/** Cloudflare's widget script, as @marsidev/react-turnstile loads it (with ?onload=…&render=…). */
const WIDGET_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
/** Where the stand-in widget asks for each render's token (answered by the route below). */
const TOKEN_URL = 'https://challenges.cloudflare.com/turnstile/v0/e2e-stand-in-token';

/** Turnstile's browser API (render, getResponse, reset, remove, …) calling back with a fetched token. */
const widgetScript = (siteKey: string) => `(() => {
  const tokens = new Map();
  let widgets = 0;
  window.turnstile = {
    render(container, options) {
      const id = 'e2e-turnstile-' + ++widgets;
      if (options.sitekey !== ${JSON.stringify(siteKey)}) {
        setTimeout(() => options['error-callback']?.('110100'));
        return id;
      }
      fetch(${JSON.stringify(TOKEN_URL)}, { method: 'POST' })
        .then((response) => response.text())
        .then((token) => {
          tokens.set(id, token);
          options.callback?.(token);
        }, () => options['error-callback']?.('e2e-stand-in-unreachable'));
      return id;
    },
    getResponse: (id) => tokens.get(id),
    isExpired: () => false,
    reset() {},
    execute() {},
    remove: (id) => void tokens.delete(id),
    ready: (callback) => callback(),
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

export type TurnstileWidgetStandIn = {
  /** Each widget from now on gets a fresh token the siteverify stand-in issued (accepted once). */
  issueTokens: () => void;
  /** Each widget from now on gets a token the siteverify stand-in never issued (refused). */
  refuseTokens: () => void;
};

/** Serves the widget stand-in to this page; its widgets get issued tokens until told otherwise. */
export async function serveTurnstileWidget(page: Page): Promise<TurnstileWidgetStandIn> {
  let tokens: 'issued' | 'refused' = 'issued';
  await page.route(`${WIDGET_SCRIPT_URL}*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: widgetScript(E2E_TURNSTILE.siteKey) }),
  );
  await page.route(TOKEN_URL, async (route) => {
    const token =
      tokens === 'issued'
        ? await (
            await fetch(`http://127.0.0.1:${TURNSTILE_STAND_IN_PORT}/tokens`, { method: 'POST' })
          ).text()
        : `never-issued-${Date.now()}`;
    await route.fulfill({
      contentType: 'text/plain',
      headers: { 'access-control-allow-origin': '*' },
      body: token,
    });
  });
  return { issueTokens: () => (tokens = 'issued'), refuseTokens: () => (tokens = 'refused') };
}
