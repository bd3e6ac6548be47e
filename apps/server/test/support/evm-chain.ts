// A real local EVM chain for the payment tests (issue 5 "Real parts"): hardhat 2 on a free port, with
// wallets of the default test accounts signing locally, as a browser wallet would.
import { startLocalChain, type LocalChain } from '@levelup/evm-chain/local-chain';
import { testAccount } from '@levelup/evm-chain/test-accounts';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type TestClient,
  type WalletClient,
  type Account,
  type Chain,
  type Transport,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';

/** PUSH1 0 PUSH1 0 REVERT: every call to an address holding this code fails. */
const REVERTING_CODE: Hex = '0x60006000fd';

export type TestWallet = WalletClient<Transport, Chain, Account>;

export type TestChain = {
  chain: LocalChain;
  rpcUrl: string;
  publicClient: PublicClient;
  testClient: TestClient;
  /** A wallet of hardhat default account `index`, signing locally. */
  wallet: (index: number) => TestWallet;
  /** Puts a contract that reverts every call at `address` (a payment that reaches it fails). */
  makeReverting: (address: Address) => Promise<void>;
  /** Sends and returns the hash once mined (automine), without gas estimation (so reverts get mined). */
  send: (
    wallet: TestWallet,
    request: { to: Address; value: bigint; data?: Hex; gas?: bigint },
  ) => Promise<Hash>;
  stop: () => Promise<void>;
};

export async function startTestChain(): Promise<TestChain> {
  const chain = await startLocalChain({ port: 0 });
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: hardhat, transport, cacheTime: 0 });
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport });
  return {
    chain,
    rpcUrl: chain.rpcUrl,
    publicClient,
    testClient,
    wallet: (index) =>
      createWalletClient({
        account: privateKeyToAccount(testAccount(index).privateKey),
        chain: hardhat,
        transport,
      }),
    makeReverting: (address) => testClient.setCode({ address, bytecode: REVERTING_CODE }),
    send: (wallet, { to, value, data, gas = 100_000n }) =>
      wallet.sendTransaction({ to, value, data, gas }),
    stop: () => chain.stop(),
  };
}
