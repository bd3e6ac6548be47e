// Smart-contract wallets (issue 13 Build 5 "verified with viem (smart-contract wallets included)"): a
// signature that is not an EOA's is asked of the wallet contract on its chain (ERC-1271
// isValidSignature) when the server has an RPC URL for that chain (EVM_RPC_URLS). The wallet contracts
// here are put in place with hardhat_setCode.
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoEnv } from './support/crypto-purchases.ts';
import { startTestChain, type TestChain } from './support/evm-chain.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { connectWalletMutation, walletChallengeMutation } from './support/wallets.ts';

/**
 * A wallet contract that approves every signature: isValidSignature (any call) returns the ERC-1271
 * magic value 0x1626ba7e. PUSH4 0x1626ba7e PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 0x20 PUSH1 0 RETURN.
 */
const APPROVING_WALLET_CODE: Hex = '0x631626ba7e60e01b60005260206000f3';
/** PUSH1 0 PUSH1 0 REVERT: a wallet contract that approves nothing. */
const REFUSING_WALLET_CODE: Hex = '0x60006000fd';

let chain: TestChain;
let server: TestServer;
beforeAll(async () => {
  chain = await startTestChain();
  server = await startTestServer({ seed: false, env: cryptoEnv(chain) });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

async function bindContractWallet(address: Address, chainId: number) {
  const player = await createPlayer(server);
  const challenge = dataOf<{ message: string }>(
    await player.graphql(walletChallengeMutation, { address, chainId }),
    'walletChallenge',
  );
  // A contract wallet's signature is whatever its isValidSignature accepts.
  return player.graphql(connectWalletMutation, {
    message: challenge.message,
    signature: '0x1234abcd',
  });
}

describe('a smart-contract wallet (ERC-1271)', () => {
  it('binds when its contract approves the signature on a configured chain', async () => {
    const address: Address = '0x00000000000000000000000000000000c0ffee01';
    await chain.testClient.setCode({ address, bytecode: APPROVING_WALLET_CODE });
    const bound = dataOf<{ address: string }>(
      await bindContractWallet(address, 31337),
      'connectWallet',
    );
    expect(bound.address.toLowerCase()).toBe(address);
  });

  it('is refused when its contract does not approve it', async () => {
    const address: Address = '0x00000000000000000000000000000000c0ffee02';
    await chain.testClient.setCode({ address, bytecode: REFUSING_WALLET_CODE });
    const response = await bindContractWallet(address, 31337);
    expect(errorOf(response)).toEqual({
      code: 'invalid-input',
      message: 'The signature does not match the wallet.',
    });
  });

  it('is refused on a chain the server cannot read (no RPC URL): no EOA signed it', async () => {
    const address: Address = '0x00000000000000000000000000000000c0ffee03';
    await chain.testClient.setCode({ address, bytecode: APPROVING_WALLET_CODE });
    const response = await bindContractWallet(address, 137);
    expect(errorOf(response).code).toBe('invalid-input');
  });
});
