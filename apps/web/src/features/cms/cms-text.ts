// English texts around the CMS pages (blog, media and learn pages; their content comes from the content
// files), keyed by meaning.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useCmsText } = defineCatalogue('web.cms', {
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    backToMedia: 'Back to Media',
  },
  media: {
    title: 'Media',
    empty: 'Nothing is published here yet.',
    listLabel: 'Media pages',
  },
} as const);
