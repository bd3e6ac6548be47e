// English texts of the Wall page on the main site (spec 2 §2 The Wall), keyed by meaning: the spec's
// exact words. The chests, posts and modals have theirs in @levelup/ui (`wall`).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useWallText, text: wallText } = defineCatalogue('web.wall', {
  title: 'The Wall',
  loading: 'Loading the Wall',
  sidebar: { label: 'Wall sidebar', myRewards: 'My Rewards' },
  feed: {
    label: 'Wall posts',
    loadError: 'The Wall could not load.',
    empty: 'No posts yet. Come back soon!',
    loadMore: 'LOAD MORE',
  },
  liveMints: {
    label: 'Live mints',
    // The slide's link, e.g. "VIEW EVENT: Winter Badge".
    link: '{action}: {collectionName}',
  },
} as const);
