// English texts of the blog pages written in the app (spec 1 §2 Modals: the Snowflakes tutorial's READ
// MORE), keyed by meaning. The brand name is {product}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useBlogText } = defineCatalogue('web.blog', {
  snowflakes: {
    title: 'Snowflakes, explained',
    intro:
      'Snowflakes are the fourth currency of {product}, next to Gold, Playpoints and ALLY tokens. You earn them as rewards and spend them to get past a special mission of the Battle Pass.',
    sources: {
      title: 'Where Snowflakes come from',
      levels: 'Battle Pass levels whose reward is Snowflakes.',
      missions: 'Daily missions and challenges that pay them.',
      chests: 'Chests: the daily chest hidden in The Wall and the chests you open from your items.',
    },
    use: {
      title: 'What they do',
      text: 'When a special mission blocks your next Battle Pass level, you can complete the mission or bypass it with Snowflakes: the button on the mission says how many it takes. Snowflakes never expire and show in your balances with the others.',
    },
  },
} as const);
