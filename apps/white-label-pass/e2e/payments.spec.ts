import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { grantItem } from './support/operator.ts';

// Issue 5 on the white-label pass: a partner player buys the partner season's premium pass and an XP
// booster with crypto (spec 1 §4 Wallet purchase). The server runs with the local chain (31337): its
// development wallet, hardhat test account #1, is wagmi's mock connector in the browser and the node
// signs its transactions. No Stripe keys here: the card says it is not supported (spec 1 §8). Level 1
// of the partner season needs 600 XP.
test.describe.configure({ timeout: 120_000 });

const premiumCard = (page: Page, level: number) =>
  page.locator(`[data-level="${level}"] [data-track="premium"]`);

test('a partner player buys the premium pass and a booster with crypto', async ({
  page,
  request,
}, testInfo) => {
  const email = `partner-payments-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page, email);
  await grantItem(request, {
    email,
    itemKey: 'WHITE_LABEL_BATTLE_PASS_XP',
    amount: 700,
    group: 'nebula-guild',
  });
  await page.goto('./');
  await expect(page.getByRole('status').filter({ hasText: 'Level 1' })).toBeVisible();
  await expect(premiumCard(page, 1)).toHaveAttribute('data-visual', 'locked');

  await page.getByRole('button', { name: /BUY PREMIUM PASS/ }).click();
  const buyPremium = page.getByRole('dialog', { name: 'BUY PREMIUM PASS' });
  await expect(buyPremium.getByRole('radio', { name: /Credit Card/ })).toBeDisabled();
  await expect(buyPremium.getByText('Credit Card Payment is not supported')).toBeVisible();
  // One crypto price: the one on the chain the server takes (the local chain, not Base).
  await expect(buyPremium.getByRole('radio', { name: /Crypto \(ETH\)/ })).toHaveCount(1);
  await buyPremium.getByText('Crypto (ETH)').click();
  await expect(buyPremium.getByText('0.0025 ETH').last()).toBeVisible();
  await buyPremium.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(buyPremium).toBeHidden();
  // spec 1 §2 CONNECT WALLET opens within 10 s (spec 1 §5): the development wallet.
  const connectWallet = page.getByRole('dialog', { name: 'CONNECT WALLET' });
  await expect(connectWallet).toBeVisible({ timeout: 10_000 });
  await connectWallet.getByRole('button', { name: 'Development wallet' }).click();

  // Paid: the premium activated modal; CLAIM YOUR REWARDS collects level 1's premium reward.
  const premiumActivated = page.getByRole('dialog', { name: 'PREMIUM PASS ACTIVATED' });
  await expect(premiumActivated).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'CRYPTO PAYMENT' })).toBeHidden();
  await premiumActivated.getByRole('button', { name: 'CLAIM YOUR REWARDS' }).click();
  await expect(premiumActivated).toBeHidden();
  await expect(premiumCard(page, 1)).toHaveAttribute('data-visual', 'collected');
  await expect(page.getByRole('button', { name: /BUY PREMIUM PASS/ })).toHaveCount(0);

  // An XP booster: PAY WITH CARD stays off without Stripe keys; PAY WITH CRYPTO pays with the wallet
  // still connected (spec 1 §4 connects only when no wallet is connected).
  await page.getByRole('button', { name: 'BUY XP BOOST' }).click();
  const buyBooster = page.getByRole('dialog', { name: 'BUY XP BOOST' });
  await buyBooster.getByText('7-DAY XP BOOST').click();
  await buyBooster.getByRole('checkbox').check();
  await expect(buyBooster.getByRole('button', { name: 'PAY WITH CARD' })).toBeDisabled();
  await buyBooster.getByRole('button', { name: 'PAY WITH CRYPTO' }).click();
  const boosterActivated = page.getByRole('dialog', {
    name: 'YOUR 7-DAY XP BOOST HAS BEEN ACTIVATED!',
  });
  await expect(boosterActivated).toBeVisible({ timeout: 30_000 });
  await expect(connectWallet).toHaveCount(0);
  await boosterActivated.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'XP boost active' })).toBeVisible();
});
