// The development wallet of a test (issue 13 Build 5). The server offers one development wallet (wagmi's
// mock connector on the local chain, hardhat account #1), and a wallet is bound to the first account
// that binds it, for good. So each test and project gets its own unlocked hardhat test account through
// the page's choice of the development wallet's account (@levelup/checkout wallet-config.ts), and no two
// tests, projects or repetitions (`--repeat-each`, up to 3) of a run ever share a wallet. Accounts 0,
// 1, 8 and 9 have their roles (tooling/evm-chain test-accounts.ts); the tests use 10 and up.
import type { BrowserContext, TestInfo } from '@playwright/test';
import { DEV_WALLET_ACCOUNT_KEY } from '@levelup/checkout/dev-wallet-account';
import { TEST_ACCOUNT_COUNT, testAccount } from '@levelup/evm-chain/test-accounts';

/** What a test does with its wallet: one account per role and project. */
export type WalletRole = 'binding' | 'minting' | 'signing-in' | 'reloading';

const ROLES: readonly WalletRole[] = ['binding', 'minting', 'signing-in', 'reloading'];
const PROJECTS = ['desktop', 'mobile'];
const FIRST_TEST_ACCOUNT = 10;

/** The test account of this role in this project and repetition. */
export function testWallet(testInfo: TestInfo, role: WalletRole) {
  const project = PROJECTS.indexOf(testInfo.project.name);
  if (project < 0) throw new Error(`No wallets for the project ${testInfo.project.name}.`);
  const run = testInfo.repeatEachIndex * PROJECTS.length + project;
  const index = FIRST_TEST_ACCOUNT + run * ROLES.length + ROLES.indexOf(role);
  if (index >= TEST_ACCOUNT_COUNT) throw new Error(`No test account left for ${role}.`);
  return testAccount(index);
}

/** Every page of `context` offers `address` as the development wallet. */
export async function offerDevWallet(context: BrowserContext, address: string) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    DEV_WALLET_ACCOUNT_KEY,
    address,
  ] as const);
}

/** The spec's short form of an address (spec 2 §9: the first 6 and the last 4 characters). */
export const shortAddress = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

/** The suite's local hardhat chain (playwright.config.ts starts it on this port). */
export const LOCAL_CHAIN_PORT = 4198;

/** A JSON-RPC call to the suite's local chain (hardhat's evm_* methods included). */
export async function localChain<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${LOCAL_CHAIN_PORT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}
