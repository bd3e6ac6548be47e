// The launchpad collection contract (contracts/LevelUpCollection.sol; issue 13 Build 4): its ABI and
// bytecode, a deploy helper, and the EIP-712 mint voucher the server signs and the player's wallet submits.
import type {
  Account,
  Address,
  Chain,
  Hex,
  LocalAccount,
  PublicClient,
  Transport,
  WalletClient,
} from 'viem';
import { getAddress } from 'viem';
import { abi, bytecode } from './contracts/levelup-collection.artifact.ts';

export { abi as collectionAbi, bytecode as collectionBytecode };

/** The voucher's EIP-712 type (the contract's MINT_VOUCHER_TYPEHASH). */
export const mintVoucherTypes = {
  MintVoucher: [
    { name: 'to', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'expiresAt', type: 'uint256' },
  ],
} as const;

/** The EIP-712 domain of one deployed collection: a voucher verifies only on its contract and chain. */
export function mintVoucherDomain(chainId: number, contractAddress: Address) {
  return {
    name: 'LevelUpCollection',
    version: '1',
    chainId,
    verifyingContract: contractAddress,
  } as const;
}

export type MintVoucherMessage = { to: Address; tokenId: bigint; expiresAt: bigint };

/** Signs a voucher with the minter's key (the server's), locally. */
export function signMintVoucher(
  minter: LocalAccount,
  {
    chainId,
    contractAddress,
    voucher,
  }: { chainId: number; contractAddress: Address; voucher: MintVoucherMessage },
): Promise<Hex> {
  return minter.signTypedData({
    domain: mintVoucherDomain(chainId, contractAddress),
    types: mintVoucherTypes,
    primaryType: 'MintVoucher',
    message: voucher,
  });
}

/** Deploys a collection whose vouchers and airdrops `minter` signs; resolves with its address once mined. */
export async function deployCollection(
  deployer: WalletClient<Transport, Chain, Account>,
  publicClient: PublicClient,
  { name, symbol, minter }: { name: string; symbol: string; minter: Address },
): Promise<Address> {
  const hash = await deployer.deployContract({ abi, bytecode, args: [name, symbol, minter] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`The collection ${name} was not deployed (${hash}).`);
  return getAddress(receipt.contractAddress);
}
