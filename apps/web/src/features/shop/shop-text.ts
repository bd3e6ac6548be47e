// English texts of the shop (spec 1 §2 /shop), keyed by meaning: the spec's exact words. The item
// cards, the booster names and the legendary chest's name and odds are @levelup/ui's.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useShopText, text: shopText } = defineCatalogue('web.shop', {
  title: 'Shop',
  loading: 'Loading the shop…',
  empty: 'Nothing is on sale for this season right now.',
  chests: {
    title: 'Chests',
    legendarySummary: 'Open it for one of these rewards.',
    // One drop of a chest's odds: "62.5% · 1,000–5,000 Gold"; numbers are formatted in code.
    oddsLine: '{chance} · {amount} {name}',
    amountRange: '{min}–{max}',
  },
  offer: {
    boosterSummary: 'More XP from every mission for {days} days.',
    premiumSummary: 'Unlocks the premium track of {seasonName}.',
    owned: 'OWNED',
  },
} as const);
