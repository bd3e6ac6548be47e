// On-chain MINT NOW (issue 13 Build 4; spec 2 §2 Reservation card, §4 mint user event states): the
// server's voucher is submitted by the player's own wallet — the connected wallet must be the voucher's,
// on the voucher's chain (switched if not, spec 2 §4 Wallet) — calling the collection contract's
// `mint(to, tokenId, expiresAt, signature)` (tooling/evm-chain/contracts/LevelUpCollection.sol).
// Loaded only when a voucher arrives (components/onchain-mint-flow.tsx): viem and the wallet code are
// never in a first load.
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import type { MintReservationMutation } from '@levelup/api/launchpad-player';
import { MintWalletError, wrongMintWalletText } from './mint-wallet-errors.ts';

export type MintVoucher = NonNullable<MintReservationMutation['mintReservation']['voucher']>;

/** What minting needs of the connected wallet (wagmi's, onchain-mint-flow.tsx). */
export type MintingWallet = {
  address: string;
  chainId: () => number | null;
  switchChain: (chainId: number) => Promise<void>;
  sendTransaction: (request: {
    chainId: number;
    to: string;
    data: string;
    value: bigint;
    gas: bigint;
  }) => Promise<string>;
};

const collectionAbi = parseAbi([
  'function mint(address to, uint256 tokenId, uint256 expiresAt, bytes signature)',
]);

/** Enough for the contract's signature check and one ERC-721 mint; only the gas used is paid. */
export const MINT_GAS_LIMIT = 400_000n;

/** The contract call of a voucher; expiresAt in unix seconds. */
export function mintCallData(voucher: MintVoucher): Hex {
  return encodeFunctionData({
    abi: collectionAbi,
    functionName: 'mint',
    args: [
      voucher.to as Address,
      BigInt(voucher.tokenId),
      BigInt(Math.floor(Date.parse(voucher.expiresAt) / 1000)),
      voucher.signature as Hex,
    ],
  });
}

/** Sends the voucher's mint from `wallet`; resolves with the transaction hash once it is signed. */
export async function sendMintTransaction(
  wallet: MintingWallet | null,
  voucher: MintVoucher,
): Promise<string> {
  if (!wallet || wallet.address.toLowerCase() !== voucher.to.toLowerCase())
    throw new MintWalletError(wrongMintWalletText(voucher.to));
  if (wallet.chainId() !== voucher.chainId) await wallet.switchChain(voucher.chainId);
  return wallet.sendTransaction({
    chainId: voucher.chainId,
    to: voucher.contractAddress,
    data: mintCallData(voucher),
    value: 0n,
    gas: MINT_GAS_LIMIT,
  });
}
