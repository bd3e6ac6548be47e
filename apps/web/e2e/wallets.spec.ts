import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEV_COLLECTION_ADDRESS } from '@levelup/evm-chain/dev-collection';
import { LOCAL_CHAIN_ID } from '@levelup/evm-chain/local-chain';
import { serveTurnstileWidget } from '@levelup/playwright-config/turnstile';
import { expectSignedIn, signUp, uniqueEmail } from './support/accounts.ts';
import { withCaptchaFeature } from './support/captcha.ts';
import { applyDataFile, grantXp } from './support/operator.ts';
import { localChain, offerDevWallet, shortAddress, testWallet } from './support/wallets.ts';

// Issue 13 "Done when" (spec 2 §4 Wallet, §2 Confirm wallet, §8 address-already-bound; spec 2 §3
// Metamask provider; issue 13 Build 4): a player binds a wallet by signature and a second account
// trying the same wallet gets address-already-bound; a player signs in with a wallet; a player with a
// bound wallet mints an on-chain collection on the local chain and sees the item on the profile. The
// wallet is wagmi's mock connector on the local hardhat chain, each test with its own test account
// (support/wallets.ts), so the desktop and mobile projects never bind the same wallet.
test.describe.configure({ timeout: 120_000 });

/** spec 2 §8 address-already-bound. */
const ADDRESS_ALREADY_BOUND =
  'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.';

const walletList = (page: Page) => page.getByRole('list', { name: 'Connected wallets' });

/** A fresh browser context of this project whose development wallet is `address`. */
async function contextWithWallet(browser: Browser, testInfo: TestInfo, address: string) {
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  await offerDevWallet(context, address);
  return context;
}

/** CONNECT WALLET on the profile: the development wallet, then Before you connect → CONFIRM. */
async function connectDevWallet(page: Page, address: string) {
  await page.goto('/profile/me');
  await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
  const selection = page.getByRole('dialog', { name: 'CONNECT WALLET' });
  await selection.getByRole('button', { name: /Development wallet/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Before you connect' });
  await expect(confirm.getByRole('heading', { name: 'CONFIRM WALLET' })).toBeVisible();
  await expect(confirm.getByText(shortAddress(address))).toBeVisible();
  await confirm.getByRole('button', { name: 'CONFIRM', exact: true }).click();
  return confirm;
}

test('a player binds a wallet by signature; a second account trying it gets address-already-bound', async ({
  page,
  browser,
}, testInfo) => {
  const { address } = testWallet(testInfo, 'binding');
  await offerDevWallet(page.context(), address);
  await signUp(page, uniqueEmail('wallet-binder', testInfo.project.name));
  await page.goto('/profile/me');
  await expect(page.getByText('No wallet connected yet.')).toBeVisible();

  const confirm = await connectDevWallet(page, address);
  await expect(confirm).toBeHidden();
  // spec 2 §9: the first 6 and the last 4 characters.
  await expect(walletList(page).getByText(shortAddress(address))).toBeVisible();
  await page.reload();
  await expect(walletList(page).getByText(shortAddress(address))).toBeVisible();

  // Another account, in another browser, tries the same wallet.
  const other = await contextWithWallet(browser, testInfo, address);
  const otherPage = await other.newPage();
  await signUp(otherPage, uniqueEmail('wallet-second', testInfo.project.name));
  const refused = await connectDevWallet(otherPage, address);
  await expect(refused.getByRole('alert')).toHaveText(ADDRESS_ALREADY_BOUND);
  await refused.getByRole('button', { name: 'CONNECT ANOTHER' }).click();
  await expect(otherPage.getByRole('dialog', { name: 'CONNECT WALLET' })).toBeVisible();
  await other.close();
});

test('a player signs in with a wallet, the account made on first use and found again after', async ({
  page,
}, testInfo) => {
  const { address } = testWallet(testInfo, 'signing-in');
  await offerDevWallet(page.context(), address);

  const signInWithWallet = async () => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in with a wallet' }).click();
    const selection = page.getByRole('dialog', { name: 'CONNECT WALLET' });
    await selection.getByRole('button', { name: /Development wallet/ }).click();
    await expectSignedIn(page);
  };

  await signInWithWallet();
  // The new account holds the wallet.
  await page.goto('/profile/me');
  await expect(walletList(page).getByText(shortAddress(address))).toBeVisible();

  // Log Out (spec 1 §2 also disconnects the wallet), then the same wallet finds the same account.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signInWithWallet();
  // A wallet belongs to one account: the wallet's account is the one signed in again.
  await page.goto('/profile/me');
  await expect(walletList(page).getByText(shortAddress(address))).toBeVisible();
  await expect(walletList(page).getByRole('listitem')).toHaveCount(1);
});

/** A live on-chain collection on the local chain, the development collection contract (issue 13 Build 4). */
async function applyOnchainCollection(
  request: APIRequestContext,
  projectName: string,
  missions: string[] = [],
) {
  const slug = `onchain-${projectName}-${Date.now()}`;
  const name = `E2E on-chain ${projectName}`;
  const text = JSON.stringify({
    kind: 'mints',
    freeMints: [
      {
        id: slug,
        slug,
        name,
        description: 'An on-chain collection of the wallets end-to-end tests.',
        imagePath: '/images/events/starlit-relics.svg',
        type: 'COLLECTIBLE',
        chainId: LOCAL_CHAIN_ID,
        contractType: 'onchain',
        contractAddress: DEV_COLLECTION_ADDRESS,
        // A mint gives the badge (seasons/catalog.yaml), which the page's holdings read by item key.
        badgeItemKey: 'BADGE_STARLIT_RELICS',
        releasedAt: '2026-01-01T00:00:00Z',
        endAt: '2030-12-31T23:59:59Z',
        events: [{ startAt: '2026-01-01T00:00:00Z', endAt: '2030-12-31T23:59:59Z' }],
        reserveLimitPerPlayer: 1,
        mintLimitPerPlayer: 1,
        reservationMinutes: 30,
        listPrice: 0,
        maxSupply: 10,
        missions,
      },
    ],
  });
  const { applied } = await applyDataFile(request, `${slug}.json`, text);
  expect(applied).toEqual([
    {
      source: `${slug}.json`,
      kind: 'mints',
      changes: expect.any(Number),
      version: expect.any(Number),
    },
  ]);
  return { slug, name };
}

/** Level 5 of the seeded season needs 5 × 1,000 + 25 × 5 × 4 XP; it passes platform-reach-level-5. */
const LEVEL_5_XP = 5_500;

test('a player completes the missions, reserves through the captcha, mints on the local chain and sees the item on the profile', async ({
  page,
  request,
}, testInfo) => {
  const { slug, name } = await applyOnchainCollection(request, testInfo.project.name, [
    'platform-reach-level-5',
  ]);
  const turnstile = await serveTurnstileWidget(page);
  const { address } = testWallet(testInfo, 'minting');
  await offerDevWallet(page.context(), address);
  const email = uniqueEmail('wallet-minter', testInfo.project.name);
  await signUp(page, email);
  const confirm = await connectDevWallet(page, address);
  await expect(confirm).toBeHidden();
  await expect(walletList(page).getByText(shortAddress(address))).toBeVisible();

  await page.goto(`/mints/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const reserveNow = page.getByRole('button', { name: 'RESERVE NOW' });
  await expect(reserveNow).toBeDisabled();
  // The collection's mission: battle pass level 5 (a platform event of the level-up).
  await grantXp(request, email, LEVEL_5_XP);
  const reserved = page.getByRole('dialog', { name: 'RESERVED' });
  // spec 2 §5: the reserve carries a captcha token the server verifies (the siteverify stand-in).
  await withCaptchaFeature(request, 'reserve', async () => {
    await page.reload();
    turnstile.issueTokens();
    await reserveNow.click();
    await expect(reserved).toBeVisible();
  });
  // MINT NOW: the server's voucher, sent by the wallet (connected on this page first) to the contract.
  await reserved.getByRole('button', { name: 'MINT NOW' }).click();
  const selection = page.getByRole('dialog', { name: 'CONNECT WALLET' });
  await selection.getByRole('button', { name: /Development wallet/ }).click();
  // confirmMint read the receipt on the chain: COMPLETED, the banner reads CLAIMED.
  const banner = page.getByRole('region', { name: 'Mint status' });
  await expect(banner).toHaveText('CLAIMED', { timeout: 30_000 });
  // spec 2 §7 Query chain tokens and user items by item key: the badge held, and its token on the chain.
  const holdings = page.getByRole('region', { name: 'Your collection' });
  await expect(holdings).toContainText('You hold 1 Starlit Relics Badge');
  await expect(holdings.getByRole('list', { name: 'Your tokens on a chain' })).toHaveText(
    new RegExp(
      `^Token #\\d+ on Chain ${LOCAL_CHAIN_ID} · transaction 0x[0-9a-f]{4}\\.\\.\\.[0-9a-f]{4}$`,
    ),
  );

  await page.goto('/profile/me/items');
  const items = page.getByRole('list', { name: 'Minted items' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items.getByText(name)).toBeVisible();
  await expect(items.getByText(/Token #\d+/)).toBeVisible();
});

test('a reload while the mint transaction waits for its block confirms it, and sends nothing again', async ({
  page,
  request,
}, testInfo) => {
  const { slug } = await applyOnchainCollection(request, `${testInfo.project.name}-reload`);
  const { address } = testWallet(testInfo, 'reloading');
  await offerDevWallet(page.context(), address);
  await signUp(page, uniqueEmail('wallet-reloader', testInfo.project.name));
  await expect(await connectDevWallet(page, address)).toBeHidden();
  await page.goto(`/mints/${slug}`);
  await page.getByRole('button', { name: 'RESERVE NOW' }).click();
  const reserved = page.getByRole('dialog', { name: 'RESERVED' });
  await reserved.getByRole('button', { name: 'VIEW RESERVED ITEM' }).click();
  const card = page.getByRole('region', { name: 'Your reservation' });
  const banner = page.getByRole('region', { name: 'Mint status' });

  // The chain stops mining: the mint transaction stays pending.
  await localChain('evm_setAutomine', [false]);
  try {
    const firstConfirm = page.waitForResponse(
      (response) => response.request().postData()?.includes('ConfirmMint') ?? false,
    );
    await card.getByRole('button', { name: 'MINT NOW' }).click();
    await page
      .getByRole('dialog', { name: 'CONNECT WALLET' })
      .getByRole('button', { name: /Development wallet/ })
      .click();
    // The server has the transaction (not in a block yet) once it answered the first confirmation.
    await firstConfirm;
    await page.reload();
    // The reloaded page confirms that transaction: MINT NOW stays busy, no wallet is asked.
    await expect(card.getByRole('button', { name: /MINT NOW/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('dialog', { name: 'CONNECT WALLET' })).toHaveCount(0);
    await localChain('evm_mine');
  } finally {
    await localChain('evm_setAutomine', [true]);
  }
  await expect(banner).toHaveText('CLAIMED', { timeout: 30_000 });
  // One mint transaction from the wallet, ever.
  expect(await localChain<string>('eth_getTransactionCount', [address, 'pending'])).toBe('0x1');
});
