// English texts of the launchpad collection page on the main site (spec 2 §2 /mints/{slug}) and its
// on-chain mint (issue 13 Build 4), keyed by meaning: the spec's exact words. The header, banner,
// reservation card and modal have theirs in @levelup/ui (`launchpad`); event texts are free-mints'.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useLaunchpadText, text: launchpadText } = defineCatalogue('web.launchpad', {
  page: {
    loading: 'Loading collection',
    loadError: 'The collection could not be loaded.',
    notFound: 'There is no collection here.',
  },
  reserveNow: 'RESERVE NOW',
  // Ours (spec 2 §7 chain tokens and user items by item key: "not shown").
  holdings: {
    title: 'Your collection',
    held: '{count, plural, one {You hold # {name}} other {You hold # × {name}}}',
    tokens: 'Your tokens on a chain',
    token: 'Token #{tokenId} on {chain} · transaction {transaction}',
  },
  mint: {
    // Why the wallet selection opens.
    walletPurpose: 'Choose the wallet this item is minted to.',
    // spec 2 §9 wallet address display (first 6 and last 4).
    wrongWallet: 'Connect the wallet this item is minted to: {address}',
  },
} as const);
