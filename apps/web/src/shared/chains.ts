// spec 2 §9 Chain ids. Testnets also exist; their ids are not listed, so they show by number.
import { sharedText } from './shared-text.ts';

/** Display names of the chains the product mints on, by chain id (proper names: not translated). */
export const CHAIN_NAMES: Readonly<Record<number, string>> = {
  42161: 'Arbitrum',
  8453: 'Base',
  4337: 'Beam',
  56: 'BNB',
  137: 'Polygon',
  1111: 'WEMIX',
  2020: 'Ronin',
  43114: 'Avalanche',
  [-1]: 'Immutable',
};

/** The name of a chain, or `Chain {id}` for one the spec does not name. */
export function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? sharedText('chain.unnamed', { id: chainId });
}
