// Issue 14 Build 2 done-when: in the browser, a player connects and disconnects a social account, from
// Manage Account, through the provider's real redirect flow (a local OAuth2 server stands in for
// Google: e2e/support/social.ts).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';
import { signUp, uniqueEmail } from './support/accounts.ts';

test('a player connects Google to their account and disconnects it', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail('social', testInfo.project.name));
  await page.goto('/profile/manage-account');
  const section = page.getByRole('region', { name: 'Connected accounts' });
  const google = section.getByRole('listitem').filter({ hasText: 'Google' });
  await expect(google.getByText('Not connected')).toBeVisible();

  // CONNECT: to the provider and back, with the player's token (cpt_token).
  await google.getByRole('button', { name: 'Connect Google' }).click();
  await expect(section.getByText('Google connected.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/manage-account$/);
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();

  // DISCONNECT, confirmed.
  await google.getByRole('button', { name: 'Disconnect Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Disconnect Google? modal');
  await dialog.getByRole('button', { name: 'DISCONNECT' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Google disconnected.')).toBeVisible();
  await expect(google.getByText('Not connected')).toBeVisible();

  // It stays disconnected after a reload.
  await page.reload();
  await expect(google.getByText('Not connected')).toBeVisible();
});
