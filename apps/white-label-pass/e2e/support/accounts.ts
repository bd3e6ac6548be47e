// A player signs up on the main site served by the same server (spec 2 §4 e-mail sign-up with the
// mailed code); the white-label pass then finds the session through the refresh cookie.
import { expect, type Page } from '@playwright/test';
import { waitForCode } from '@levelup/playwright-config/mailbox';

export async function signUp(page: Page, email: string) {
  await page.goto('/auth/sign-up');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Rift-walker-2026!');
  const since = new Date();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await waitForCode(email, since));
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
