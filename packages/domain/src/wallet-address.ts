// spec 2 §9 Wallet address display: first 6 and last 4 characters.

/** What stands for the elided middle of a wallet address: three ASCII dots, so it copies and greps plainly. */
export const WALLET_ADDRESS_ELLIPSIS = '...';

const HEAD = 6;
const TAIL = 4;

/** Short form of a wallet address, e.g. '0x1234...abcd'; addresses of 10 characters or fewer stay whole. */
export function shortWalletAddress(address: string): string {
  if (address.length <= HEAD + TAIL) return address;
  return `${address.slice(0, HEAD)}${WALLET_ADDRESS_ELLIPSIS}${address.slice(-TAIL)}`;
}
