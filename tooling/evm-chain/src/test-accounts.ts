// hardhat's default accounts: publicly known keys, funded with 10000 ETH each on the local chain only.
import type { Address, Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';

/** hardhat's default mnemonic; every key derived from it is public. Never use it on a real chain. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** How many accounts the local chain funds (hardhat.config.cjs `accounts.count`). */
export const TEST_ACCOUNT_COUNT = 40;

export type TestAccount = { index: number; address: Address; privateKey: Hex };

/** The default account at `index` (m/44'/60'/0'/0/index), with its private key for local signers. */
export function testAccount(index: number): TestAccount {
  if (!Number.isInteger(index) || index < 0 || index >= TEST_ACCOUNT_COUNT)
    throw new RangeError(`A test account index is 0..${TEST_ACCOUNT_COUNT - 1}, got ${index}.`);
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error(`No private key derived for test account ${index}.`);
  return { index, address: account.address, privateKey: bytesToHex(privateKey) };
}

/**
 * Roles of the development start and the end-to-end tests (issue 5): the shop's receiving address, and
 * the player's wallet the server offers the browser on the local chain (PAYMENT_DEV_WALLET).
 */
export const PAYMENT_RECEIVER = testAccount(9);
export const DEV_WALLET = testAccount(1);

/**
 * The launchpad's keys on the local chain (issue 13 Build 4): the deployer of the development
 * collection contract (its first transaction, so the contract's address is always the same) and the
 * server's minter key that signs vouchers (LAUNCHPAD_MINTER_KEY in development and the e2e suites).
 */
export const COLLECTION_DEPLOYER = testAccount(0);
export const LAUNCHPAD_MINTER = testAccount(8);
