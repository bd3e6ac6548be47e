// Issue 28 Build 1: server-rendered pages show their HTML before the app's script has hydrated it;
// a click before then does nothing. The apps mark the document once hydrated (@levelup/ui/ssr/hydrated).
import { expect, type Page } from '@playwright/test';

/** Resolves once a server-rendered page has hydrated (`<html data-hydrated>`, set by the app). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
