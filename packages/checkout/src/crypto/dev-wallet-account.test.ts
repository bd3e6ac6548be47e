// The development wallet's account: the page's choice of another local test account (the end-to-end
// tests give each test its own), else the server's; anything but an address is ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_WALLET_ACCOUNT_KEY, devWalletAddress } from './dev-wallet-account.ts';

const SERVER_WALLET = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };
const CHOSEN = '0xBcd4042DE499D14e55001CcbB24a551F3b954096';

afterEach(() => window.localStorage.clear());

describe('devWalletAddress', () => {
  it("is the server's development wallet by default", () => {
    expect(devWalletAddress(SERVER_WALLET)).toBe(SERVER_WALLET.address);
  });

  it("is the page's choice when it is an address", () => {
    window.localStorage.setItem(DEV_WALLET_ACCOUNT_KEY, CHOSEN);
    expect(devWalletAddress(SERVER_WALLET)).toBe(CHOSEN);
  });

  it('ignores a choice that is not an address', () => {
    window.localStorage.setItem(DEV_WALLET_ACCOUNT_KEY, 'not-an-address');
    expect(devWalletAddress(SERVER_WALLET)).toBe(SERVER_WALLET.address);
  });
});
