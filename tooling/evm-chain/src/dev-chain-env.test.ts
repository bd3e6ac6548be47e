// The start command (tooling/scripts/dev-chain.mjs) names the development accounts in plain JavaScript;
// they must be the test accounts the end-to-end tests use.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import * as devChain from '../../scripts/dev-chain.mjs';
import { LOCAL_CHAIN_ID } from './local-chain.ts';
import { DEV_WALLET, LAUNCHPAD_MINTER, PAYMENT_RECEIVER } from './test-accounts.ts';

describe('the start command local chain settings', () => {
  it('use the receiving address and the dev wallet of the tests on chain 31337', () => {
    expect(devChain.DEV_CHAIN_ID).toBe(LOCAL_CHAIN_ID);
    expect(devChain.DEV_PAYMENT_RECEIVER).toBe(PAYMENT_RECEIVER.address);
    expect(devChain.DEV_WALLET_ADDRESS).toBe(DEV_WALLET.address);
    expect(devChain.devChainServerEnv('http://127.0.0.1:8545')).toEqual({
      EVM_RPC_URLS: '31337=http://127.0.0.1:8545',
      PAYMENT_RECEIVER_ADDRESS: PAYMENT_RECEIVER.address,
      PAYMENT_DEV_WALLET: DEV_WALLET.address,
      LAUNCHPAD_MINTER_KEY: LAUNCHPAD_MINTER.privateKey,
    });
  });
});
