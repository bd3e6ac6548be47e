// The collection contract on a real local chain (issue 13 Build 4 and "Abuse and bad input"): a voucher
// mints once, only to its wallet, only before it expires, only on its own collection; the minter
// airdrops; and the committed artifact was built from the contracts in the tree.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionAbi, deployCollection, signMintVoucher } from './collection.ts';
import { contractSourcesHash } from './contract-sources.ts';
import { sourcesHash } from './contracts/levelup-collection.artifact.ts';
import { startLocalChain, type LocalChain } from './local-chain.ts';
import { LAUNCHPAD_MINTER, testAccount } from './test-accounts.ts';
import { DEV_COLLECTION_ADDRESS, deployDevCollection } from './dev-collection.ts';

let chain: LocalChain;
let publicClient: PublicClient;
const wallet = (index: number) =>
  createWalletClient({
    account: privateKeyToAccount(testAccount(index).privateKey),
    chain: hardhat,
    transport: http(chain.rpcUrl),
  });
const minter = () => wallet(8);
let collection: Address;
let other: Address;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  publicClient = createPublicClient({ chain: hardhat, transport: http(chain.rpcUrl) });
  const minterAddress = testAccount(8).address;
  collection = await deployCollection(wallet(0), publicClient, {
    name: 'Voidrunner Genesis',
    symbol: 'VOID',
    minter: minterAddress,
  });
  other = await deployCollection(wallet(0), publicClient, {
    name: 'Other',
    symbol: 'OTH',
    minter: minterAddress,
  });
});
afterAll(() => chain?.stop());

const inAnHour = async () => (await publicClient.getBlock()).timestamp + 3600n;

async function voucherFor(to: Address, tokenId: bigint, expiresAt: bigint, on = collection) {
  return signMintVoucher(privateKeyToAccount(testAccount(8).privateKey), {
    chainId: hardhat.id,
    contractAddress: on,
    voucher: { to, tokenId, expiresAt },
  });
}

/** The custom error a mint reverts with, or null when it would succeed. */
async function revertOf(
  sender: number,
  args: readonly [Address, bigint, bigint, Hex],
): Promise<string | null> {
  try {
    await publicClient.simulateContract({
      account: wallet(sender).account,
      address: collection,
      abi: collectionAbi,
      functionName: 'mint',
      args,
    });
    return null;
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : null;
    if (reverted instanceof ContractFunctionRevertedError)
      return reverted.data?.errorName ?? 'revert';
    throw error;
  }
}

describe('the collection contract', () => {
  it('was compiled from the contracts in the tree (run compile-contracts after a change)', () => {
    expect(sourcesHash).toBe(contractSourcesHash());
  });

  it("mints a voucher's token to its wallet once, with a Transfer event", async () => {
    const player = testAccount(2).address;
    const expiresAt = await inAnHour();
    const signature = await voucherFor(player, 1n, expiresAt);
    const hash = await wallet(2).writeContract({
      address: collection,
      abi: collectionAbi,
      functionName: 'mint',
      args: [player, 1n, expiresAt, signature],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const [transfer] = parseEventLogs({
      abi: collectionAbi,
      logs: receipt.logs,
      eventName: 'Transfer',
    });
    expect(transfer?.args).toMatchObject({ to: player, tokenId: 1n });
    expect(
      await publicClient.readContract({
        address: collection,
        abi: collectionAbi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(player);
    // The same voucher again: the token exists.
    expect(await revertOf(2, [player, 1n, expiresAt, signature])).toBe('ERC721InvalidSender');
  });

  it('refuses a voucher used by another wallet, expired, of another collection or not signed by the minter', async () => {
    const player = testAccount(3).address;
    const expiresAt = await inAnHour();
    const signature = await voucherFor(player, 2n, expiresAt);
    expect(await revertOf(4, [player, 2n, expiresAt, signature])).toBe('WrongWallet');
    expect(await revertOf(3, [player, 3n, expiresAt, signature])).toBe('InvalidVoucher');
    const past = (await publicClient.getBlock()).timestamp - 1n;
    expect(await revertOf(3, [player, 2n, past, await voucherFor(player, 2n, past)])).toBe(
      'VoucherExpired',
    );
    const elsewhere = await voucherFor(player, 2n, expiresAt, other);
    expect(await revertOf(3, [player, 2n, expiresAt, elsewhere])).toBe('InvalidVoucher');
    const forged = await wallet(3).signTypedData({
      domain: {
        name: 'LevelUpCollection',
        version: '1',
        chainId: hardhat.id,
        verifyingContract: collection,
      },
      types: {
        MintVoucher: [
          { name: 'to', type: 'address' },
          { name: 'tokenId', type: 'uint256' },
          { name: 'expiresAt', type: 'uint256' },
        ],
      },
      primaryType: 'MintVoucher',
      message: { to: player, tokenId: 2n, expiresAt },
    });
    expect(await revertOf(3, [player, 2n, expiresAt, forged])).toBe('InvalidVoucher');
    expect(await revertOf(3, [player, 2n, expiresAt, signature])).toBeNull();
  });

  it('lets only the minter airdrop', async () => {
    const player = testAccount(5).address;
    const hash = await minter().writeContract({
      address: collection,
      abi: collectionAbi,
      functionName: 'airdrop',
      args: [player, 10n],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    await expect(
      publicClient.simulateContract({
        account: wallet(5).account,
        address: collection,
        abi: collectionAbi,
        functionName: 'airdrop',
        args: [player, 11n],
      }),
    ).rejects.toThrow(/NotMinter/);
  });
});

describe('the development collection', () => {
  it('is deployed once at its fixed address, minted by the launchpad minter', async () => {
    const fresh = await startLocalChain({ port: 0 });
    try {
      expect(await deployDevCollection(fresh.rpcUrl)).toBe(DEV_COLLECTION_ADDRESS);
      expect(await deployDevCollection(fresh.rpcUrl)).toBe(DEV_COLLECTION_ADDRESS);
      const client = createPublicClient({ chain: hardhat, transport: http(fresh.rpcUrl) });
      expect(
        await client.readContract({
          address: DEV_COLLECTION_ADDRESS,
          abi: collectionAbi,
          functionName: 'minter',
        }),
      ).toBe(LAUNCHPAD_MINTER.address);
    } finally {
      await fresh.stop();
    }
  });
});
