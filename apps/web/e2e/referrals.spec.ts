import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { asAnotherDevice } from './support/devices.ts';
import { grantXp } from './support/operator.ts';

// Issue 14 "Done when" (Build 1 Referrals; spec 2 §2 /profile/me/referrals, /referrals/{referralCode},
// the GOT FRIENDS? modal; spec 1 §7 share intent): a player gets the invite link from GOT FRIENDS?, a
// friend signs up through it on a device of their own (another browser context: its own visitor id,
// so the ring rule does not refuse) and reaches level 5 (the seeded referral-success campaign's rule,
// seasons/reward-campaigns.yaml), and the referrer sees the referral turn rewarded, a one-time notice,
// and the reward in My Rewards.
test.describe.configure({ timeout: 120_000 });

/** Level 5 of the seeded season needs 5 × 1,000 + 25 × 5 × 4 XP (launchpad.spec.ts). */
const LEVEL_5_XP = 5_500;

test('a friend signs up through the invite link and qualifies; the referrer is rewarded', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const referrerEmail = uniqueEmail('referrer', testInfo.project.name);
  await signUp(page, referrerEmail);

  await page.goto('/profile/me/referrals');
  await expect(page.getByRole('heading', { name: 'My referrals' })).toBeVisible();
  await expect(
    page.getByText('No friend has joined with your invite link yet.', { exact: false }),
  ).toBeVisible();

  // GOT FRIENDS?: the invite link, COPY, SHARE (the social post intent) and GO TO MY REFERRALS.
  await page.getByRole('button', { name: 'INVITE FRIENDS' }).click();
  const promotion = page.getByRole('dialog', { name: 'GOT FRIENDS?' });
  await expect(promotion).toBeVisible();
  const inviteLink = await promotion.getByLabel('Your invite link').inputValue();
  expect(new URL(inviteLink).pathname).toMatch(/^\/referrals\/[A-Z2-9]{8}$/);
  await promotion.getByRole('button', { name: 'COPY' }).click();
  await expect(promotion.getByText('Copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
  const share = new URL(
    (await promotion.getByRole('link', { name: 'SHARE' }).getAttribute('href')) ?? '',
  );
  expect(share.origin + share.pathname).toBe('https://twitter.com/intent/tweet');
  const shared = new URL(share.searchParams.get('url') ?? '');
  expect(shared.pathname).toBe(new URL(inviteLink).pathname);
  expect(shared.searchParams.get('utm_campaign')).toBe('referral');
  expect(shared.searchParams.get('utm_medium')).toBe('twitter');
  expect(share.searchParams.get('hashtags')).toMatch(/^\w+Airdrop,/);
  await expect(promotion.getByRole('link', { name: 'SHARE' })).toHaveAttribute('target', '_blank');
  await promotion.getByRole('link', { name: 'GO TO MY REFERRALS' }).click();
  await expect(promotion).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/me\/referrals$/);

  // The friend, on a device of their own, opens the link and signs up.
  const friendContext = await browser.newContext(testInfo.project.use);
  await asAnotherDevice(friendContext, `e2e-friend-${testInfo.project.name}-${Date.now()}`);
  try {
    const friend = await friendContext.newPage();
    await friend.goto(new URL(inviteLink).pathname);
    await expect(friend.getByRole('heading', { name: /You're invited to/ })).toBeVisible();
    const friendEmail = uniqueEmail('friend', testInfo.project.name);
    await signUp(friend, friendEmail);

    await page.reload();
    const referrals = page.getByRole('list', { name: 'Referrals' });
    await expect(referrals.getByRole('listitem')).toHaveCount(1);
    await expect(referrals.getByRole('listitem').first()).toHaveAccessibleName(/: Pending$/);

    // The friend reaches level 5: the referral qualifies and the referrer is paid.
    await grantXp(request, friendEmail, LEVEL_5_XP);
  } finally {
    await friendContext.close();
  }
  const flagsSaved = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('UpsertUserFlags'),
  );
  await page.reload();
  const row = page.getByRole('list', { name: 'Referrals' }).getByRole('listitem').first();
  await expect(row).toHaveAccessibleName(/: Rewarded$/);
  await expect(row.getByText(/^\+\d+ ALLY tokens$/)).toBeVisible();
  // The one-time notice of the new reward (last_sync_referral_success_reward), then never again.
  await expect(page.getByText(/^You earned \d+ ALLY tokens from 1 referral!$/)).toBeVisible();

  expect((await flagsSaved).ok()).toBe(true);
  await page.goto('/profile/me/rewards');
  const history = page.getByRole('list', { name: 'Reward history' });
  await expect(history.getByText('Referral success').first()).toBeVisible();
  await page.reload();
  await expect(history.getByText('Referral success').first()).toBeVisible();
  await expect(page.getByText(/^You earned \d+ ALLY tokens from 1 referral!$/)).toHaveCount(0);
});

test('/airdrop shows the referral promotion text', async ({ page }) => {
  await page.goto('/airdrop');
  await expect(
    page.getByRole('heading', { name: "5X of each referral's total airdrops." }),
  ).toBeVisible();
});

// Issue 27 finding 6 (spec 2 §5, §8 invalid-referral-code): an invite link with a code no player has
// says so, and the code is not kept for sign-up.
test('an unknown invite code does not exist and is not kept', async ({ page }) => {
  await page.goto('/referrals/NOSUCHCODE');
  await expect(
    page.getByRole('heading', { name: 'This referral code does not exist!' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('referral-code'))).toBeNull();
});
