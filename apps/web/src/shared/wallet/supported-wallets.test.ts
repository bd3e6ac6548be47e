import { describe, expect, it } from 'vitest';
import { supportedWallets } from './supported-wallets.ts';

const connectors = [
  { uid: 'u1', id: 'io.metamask' },
  { uid: 'u2', id: 'com.coinbase.wallet' },
  { uid: 'u3', id: 'io.rabby' },
  { uid: 'u4', id: 'mock' },
];
const wallets = [
  { id: 'u1', name: 'MetaMask' },
  { id: 'u2', name: 'Coinbase Wallet' },
  { id: 'u3', name: 'Rabby Wallet' },
  { id: 'u4', name: 'Development wallet' },
];
const names = (offered: { name: string }[]) => offered.map((wallet) => wallet.name);

describe('supportedWallets (spec 2 §3 supportedWalletIds)', () => {
  it("offers only the season's wallets (and the local development wallet)", () => {
    expect(names(supportedWallets(wallets, connectors, ['metamask', 'walletconnect']))).toEqual([
      'MetaMask',
      'Development wallet',
    ]);
    expect(names(supportedWallets(wallets, connectors, ['coinbase-wallet', 'io.rabby']))).toEqual([
      'Coinbase Wallet',
      'Rabby Wallet',
      'Development wallet',
    ]);
  });

  it('offers every wallet when the season lists none', () => {
    expect(supportedWallets(wallets, connectors, [])).toEqual(wallets);
  });
});
