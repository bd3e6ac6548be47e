// The development collection contract (issue 13 Build 4): `levelup-chain` deploys it once the node
// answers, from COLLECTION_DEPLOYER's first transaction, so it always lives at DEV_COLLECTION_ADDRESS
// (the demo data's on-chain collection names that address on chain 31337).
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { deployCollection } from './collection.ts';
import { COLLECTION_DEPLOYER, LAUNCHPAD_MINTER } from './test-accounts.ts';

export const DEV_COLLECTION_ADDRESS: Address = getContractAddress({
  from: COLLECTION_DEPLOYER.address,
  nonce: 0n,
});

/** Deploys the development collection unless it is there; answers its address, or null if it cannot. */
export async function deployDevCollection(rpcUrl: string): Promise<Address | null> {
  const publicClient = createPublicClient({ chain: hardhat, transport: http(rpcUrl) });
  const code = await publicClient.getCode({ address: DEV_COLLECTION_ADDRESS });
  if (code && code !== '0x') return DEV_COLLECTION_ADDRESS;
  // Another first transaction of the deployer took the address's nonce: no contract there, ever.
  if ((await publicClient.getTransactionCount({ address: COLLECTION_DEPLOYER.address })) > 0)
    return null;
  const deployer = createWalletClient({
    account: privateKeyToAccount(COLLECTION_DEPLOYER.privateKey),
    chain: hardhat,
    transport: http(rpcUrl),
  });
  return deployCollection(deployer, publicClient, {
    name: 'Starforge Relics',
    symbol: 'RELIC',
    minter: LAUNCHPAD_MINTER.address,
  });
}
