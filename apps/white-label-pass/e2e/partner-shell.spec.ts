import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { liveStreamOpened } from './support/live.ts';
import { grantItem } from './support/operator.ts';

// Issue 14 Build 6: the white-label pass has the main site's level ring, drawer and toasts. A signed-in
// partner player gets XP of the partner season from the operator and sees the ring and the level-up
// toast react without a reload. Level 1 of the partner season needs 600 XP.
test.describe.configure({ timeout: 90_000 });

const ring = (page: Page) => page.getByRole('button', { name: /^Battle pass level/ });
const partnerXp = { itemKey: 'WHITE_LABEL_BATTLE_PASS_XP', group: 'nebula-guild' };

test("a partner player's level ring and level-up toast follow XP live", async ({
  page,
  request,
}, testInfo) => {
  const email = `partner-shell-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page, email);
  const notificationsStream = liveStreamOpened(page, 'UserNotificationChanged');
  await page.goto('./');
  await expect(ring(page)).toHaveAccessibleName(/^Battle pass level 0, 0%/);
  await notificationsStream;

  await grantItem(request, { email, ...partnerXp, amount: 700 });
  await expect(ring(page)).toHaveAccessibleName(/^Battle pass level 1\b/);
  const toast = page.getByRole('status').filter({ hasText: 'LEVEL 1 REACHED!' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  // The drawer shows the partner season's pass status.
  await ring(page).click();
  const drawer = page.getByRole('dialog', { name: 'BATTLE PASS' });
  await expect(drawer.getByText('LEVEL 1', { exact: true })).toBeVisible();
});
