import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { grantItem } from './support/operator.ts';

// Issue 4 on the white-label pass: a signed-in player (signed in on the main site of the same server)
// sees their level in the partner season, claims a reached reward, levels up live when XP arrives, and
// opens the purchase modals. Level 1 of the partner season needs 600 XP, level 2 1,260.
test.describe.configure({ timeout: 90_000 });

test('a partner player claims a reward and follows XP live', async ({ page, request }, testInfo) => {
  const email = `partner-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page, email);

  await grantItem(request, { email, itemKey: 'WHITE_LABEL_BATTLE_PASS_XP', amount: 700, group: 'nebula-guild' });
  await page.goto('./');
  await expect(page.getByRole('status').filter({ hasText: 'Level 1' })).toBeVisible();

  const free = page.locator('[data-level="1"] [data-track="basic"]');
  await expect(free).toHaveAttribute('data-visual', 'unlocked');
  await free.click();
  await expect(free).toHaveAttribute('data-visual', 'collected');

  // XP arrives while the page is open: level 2 unlocks without a reload.
  await grantItem(request, { email, itemKey: 'WHITE_LABEL_BATTLE_PASS_XP', amount: 700, group: 'nebula-guild' });
  await expect(page.getByRole('status').filter({ hasText: 'Level 2' })).toBeVisible();
  await expect(page.locator('[data-level="2"] [data-track="basic"]')).toHaveAttribute('data-visual', 'unlocked');

  // The purchase modals open for the signed-in player; no Stripe keys here, so card payments are not
  // supported (crypto: payments.spec.ts).
  await page.getByRole('button', { name: /BUY PREMIUM PASS/ }).click();
  const buyPremium = page.getByRole('dialog', { name: 'BUY PREMIUM PASS' });
  await expect(buyPremium.getByText('Credit Card Payment is not supported')).toBeVisible();
  await buyPremium.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'BUY XP BOOST' }).click();
  await expect(page.getByRole('dialog', { name: 'BUY XP BOOST' })).toBeVisible();
});
