// Signing up through the real sign-up page; the code arrives over SMTP at the mail catcher.
import { expect, type Page } from '@playwright/test';
import { waitForCode } from '@levelup/playwright-config/mailbox';

export const PASSWORD = 'Rift-walker-2026!';

/** An address no other test or project uses. */
export function uniqueEmail(prefix: string, projectName: string) {
  return `${prefix}-${projectName}-${Date.now()}@example.com`;
}

/** Signed in: the account menu replaces the Sign in button (balances sit in it on mobile). */
export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}

export async function signUp(page: Page, email: string) {
  await page.goto('/auth/sign-up');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = new Date();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  const code = await waitForCode(email, since);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expectSignedIn(page);
}

/** Logs out through the account menu (its Log Out item; a button in the mobile drawer). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menuitem', { name: 'Log Out' })
    .or(page.getByRole('button', { name: 'Log Out' }))
    .click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}
