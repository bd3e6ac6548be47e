import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { applyDataFile } from './support/operator.ts';

// Issue 27 (spec 2 §6 maintenance mode): an operator switches maintenance mode on with `season apply`
// of a site file (the operator API's data-files route, as the CLI does); every page shows the text of
// the data, a write is refused with the UNDER MAINTENANCE modal while reads keep working, and applying
// the switch off restores writes with no restart. The server is shared with the other specs: every test
// switches maintenance off again, whatever happened.

// Sign-up and four page loads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const MESSAGE = 'Scheduled maintenance (e2e): rewards and purchases are paused for a moment.';

const siteFile = (on: boolean) =>
  `kind: site\nfeatureFlags:\n  maintenanceMode: ${on}\n` +
  (on ? `  maintenanceMessage: "${MESSAGE}"\n` : '');

test.afterEach(async ({ request }) => {
  await applyDataFile(request, 'maintenance-off.yaml', siteFile(false));
});

const banner = (page: Page) => page.getByRole('region', { name: 'UNDER MAINTENANCE' });

/** Opens the page and waits for its feature flags, which carry the maintenance switch. */
async function openWithFlags(page: Page, path: string) {
  const flags = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('query FeatureFlags'),
  );
  await page.goto(path);
  await flags;
}

async function saveBio(page: Page, bio: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Keeper');
  await page.getByRole('textbox', { name: 'Bio' }).fill(bio);
  await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
}

test('maintenance mode: the data text on every page, writes refused, reads kept, off again restores writes @mobile', async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, uniqueEmail('maintenance', testInfo.project.name));
  await applyDataFile(request, 'maintenance-on.yaml', siteFile(true));

  await openWithFlags(page, '/');
  await expect(banner(page)).toContainText(MESSAGE);
  await openWithFlags(page, '/profile/manage-account');
  await expect(banner(page)).toContainText(MESSAGE);
  // Reads keep working: the signed-in player's profile loads.
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();

  await saveBio(page, 'Written during maintenance.');
  const refused = page.getByRole('dialog', { name: 'UNDER MAINTENANCE' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toHaveCount(0);

  await applyDataFile(request, 'maintenance-off.yaml', siteFile(false));
  await openWithFlags(page, '/profile/manage-account');
  await expect(banner(page)).toHaveCount(0);
  await saveBio(page, 'Written after maintenance.');
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue(
    'Written after maintenance.',
  );
});
