// English texts of the shared components and helpers (links, loading skeletons, error notices, the
// captcha and wallet flows), keyed by meaning.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useSharedText, text: sharedText } = defineCatalogue('web.shared', {
  externalLink: {
    // Read after the link's own text by screen readers.
    newTab: '(opens in a new tab)',
  },
  skeleton: {
    loading: 'Loading',
  },
  errorNotice: {
    retry: 'Try again',
  },
  chooseName: {
    // {name} is the name a player without a username shows as.
    appearAs: 'You appear as {name}.',
    link: 'Choose a name',
  },
  chain: {
    // A chain the product does not name, by its id.
    unnamed: 'Chain {id}',
  },
  captcha: {
    failed: 'Captcha verification failed. Please try again in a moment.',
  },
  wallet: {
    unavailable: 'Wallets cannot be connected right now.',
    notConnected: 'Wallet not connected',
    rejected: 'The wallet request was rejected.',
  },
} as const);
