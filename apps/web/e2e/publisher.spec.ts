import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@levelup/playwright-config/axe';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { addStudioPublisher, createStudio, createStudioKey } from './support/operator.ts';

// Issue 14 "Done when": a publisher rotates a key and sees a test event in the inspector. Each run
// makes a studio of its own (the demo studio's key serves the missions spec), with one live key, and
// a new account that an operator adds as its publisher user.
test('a publisher rotates a key and sees a test event in the inspector', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('publisher', testInfo.project.name);
  await signUp(page, email);
  const studioKey = `e2e-${testInfo.project.name}-${Date.now()}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  await createStudio(request, { key: studioKey, name: 'E2E Studio', gameKeys: ['rift-runners'] });
  const old = await createStudioKey(request, studioKey);
  await addStudioPublisher(request, studioKey, email);

  // A fresh load reads the account again: its menu has the Publisher Dashboard link now.
  await page.goto('/games');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menuitem', { name: 'Publisher Dashboard' })
    .or(page.getByRole('link', { name: 'Publisher Dashboard' }))
    .click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Publisher Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Studio' })).toBeVisible();
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('row', { name: new RegExp(old.keyId) })).toContainText('Live');

  // Rotate: a second live key, its secret shown once.
  await page.getByRole('button', { name: 'ROTATE KEY' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Your new key' });
  await expect(secretDialog).toContainText('shown only once');
  await expect(secretDialog.getByRole('textbox', { name: 'Secret' })).toHaveValue(/^[\w-]{43}$/);
  await expectNoSeriousA11yViolations(page, 'the Your new key modal');
  await secretDialog.getByRole('button', { name: 'I STORED THE SECRET' }).click();
  await expect(secretDialog).toBeHidden();
  await expect(keys.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'ROTATE KEY' })).toBeDisabled();

  // Then the old key is revoked.
  await page.getByRole('button', { name: `Revoke ${old.keyId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Revoke this key? modal');
  await confirm.getByRole('button', { name: 'REVOKE KEY' }).click();
  await expect(confirm).toBeHidden();
  await expect(keys.getByRole('row', { name: new RegExp(old.keyId) })).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'ROTATE KEY' })).toBeEnabled();

  // A test event goes through the API with the new key and shows in the inspector.
  await page.getByRole('button', { name: 'SEND TEST EVENT' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Send a test event' });
  await testDialog.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(testDialog.getByRole('status')).toContainText('Applied');
  await expectNoSeriousA11yViolations(page, 'the Send a test event modal');
  await page.keyboard.press('Escape');
  await expect(testDialog).toBeHidden();
  const inspector = page.getByRole('table', { name: 'Latest events, newest first' });
  const row = inspector.getByRole('row', { name: /test_event/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Applied');
  await expect(row).toContainText(email.toLowerCase());
});
