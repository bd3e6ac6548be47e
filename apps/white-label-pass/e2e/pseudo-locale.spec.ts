import { expect, test } from '@playwright/test';
import * as pseudoLocaleCheck from '@levelup/ui/i18n/pseudo-locale-check';
import { pseudoLocalePass } from '@levelup/playwright-config/pseudo-locale-pass';
import { signUp } from './support/accounts.ts';
import { grantItem } from './support/operator.ts';

// Issue 15 Build 1: the white-label pass in the pseudo-locale (?lng=pseudo). Every visible text must
// come from a catalogue and the 40 % longer texts must not break the layout; signed out, then signed
// in with a level reached (toast, claimable cards) and the drawer open. Run on the phone project only
// (playwright.config.ts), where longer texts break layouts first.
test.describe.configure({ timeout: 90_000 });

const { collectServerData, expectPseudoLocalised } = pseudoLocalePass(pseudoLocaleCheck);

test('signed out, every text of the pass and the sign-in return is pseudo-localised', async ({
  page,
}) => {
  const serverData = collectServerData(page);
  await page.goto('./?lng=pseudo');
  await expect(page.locator('[data-level]').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^⟦ĻÖÁĎÎÑĜ/ })).toHaveCount(0);
  await expectPseudoLocalised(page, serverData);

  // A failed return from the identity service (no state): the callback page's texts.
  await page.goto('./auth/callback?status=error');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectPseudoLocalised(page, serverData);
});

test('signed in, the pass, its toast and the drawer are pseudo-localised', async ({
  page,
  request,
}, testInfo) => {
  const email = `pseudo-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page, email);
  await grantItem(request, {
    email,
    itemKey: 'WHITE_LABEL_BATTLE_PASS_XP',
    amount: 700,
    group: 'nebula-guild',
  });

  const serverData = collectServerData(page);
  await page.goto('./?lng=pseudo');
  const ring = page.getByRole('button', { name: /^⟦Ɓáţţļé þášš ļéṽéļ 1, / });
  await expect(ring).toBeVisible();
  await expect(page.locator('[data-level="1"] [data-track="basic"]')).toHaveAttribute(
    'data-visual',
    'unlocked',
  );
  // The level-up toast (LEVEL 1 REACHED!) is on screen for the check.
  await expect(page.getByRole('status').filter({ hasText: /⟦ĻÉṼÉĻ 1 ŔÉÁÇĤÉĎ!/ })).toBeVisible();
  await expectPseudoLocalised(page, serverData);

  await ring.click();
  await expect(page.getByRole('dialog', { name: /^⟦ƁÁŢŢĻÉ ÞÁŠŠ/ })).toBeVisible();
  await expectPseudoLocalised(page, serverData);
});
