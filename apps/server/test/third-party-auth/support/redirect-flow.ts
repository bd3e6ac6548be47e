// The three hops of a redirect sign-in as a browser makes them: our /{provider}/authorize, the
// provider's page (which sends the player back), and our callback (which sends them to return_to).
import { expect } from 'vitest';
import type { Browser } from './browser.ts';

export async function startSignIn(
  browser: Browser,
  serverUrl: string,
  provider: string,
  query: Record<string, string>,
): Promise<URL> {
  const { response, location } = await browser.get(
    `${serverUrl}/${provider}/authorize?${new URLSearchParams(query)}`,
  );
  expect(response.status).toBe(302);
  if (!location) throw new Error('authorize did not redirect');
  return location;
}

/** The provider's answer: where it sends the browser back to (our callback URL). */
export async function passProvider(browser: Browser, providerUrl: URL): Promise<URL> {
  const { response, location } = await browser.get(providerUrl.href);
  expect(response.status).toBe(302);
  if (!location) throw new Error('the provider did not redirect');
  return location;
}

/** Our callback's answer: the return_to page with the result in its query. */
export async function followCallback(browser: Browser, callbackUrl: URL): Promise<URL> {
  const { response, location } = await browser.get(callbackUrl.href);
  expect(response.status).toBe(302);
  if (!location) throw new Error('the callback did not redirect');
  return location;
}

export async function signInThrough(
  browser: Browser,
  serverUrl: string,
  provider: string,
  query: Record<string, string>,
): Promise<URL> {
  const providerUrl = await startSignIn(browser, serverUrl, provider, query);
  return followCallback(browser, await passProvider(browser, providerUrl));
}

/** The result query of a return_to location, as an object. */
export function resultOf(location: URL): Record<string, string> {
  return Object.fromEntries(location.searchParams);
}
