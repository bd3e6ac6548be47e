// English texts of the legacy host's announcement (spec 1 §1), keyed by meaning. The product's and the
// platform's names are configuration: {product} and {platform}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useLegacyHostText } = defineCatalogue('web.legacyHost', {
  announcement: {
    title: '{product} is now part of {platform}',
    text: '{product} has joined {platform}, a larger gaming platform. Head over there to keep playing.',
    platformLink: 'Go to {platform}',
  },
} as const);
