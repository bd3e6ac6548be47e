// English texts of the currencies, boosters and purchase amounts every page may show (spec 1 §3,
// §5, §8): the core catalogue's part of what en/progression.ts held.
import { englishTexts } from '../define-catalogue.ts';

export const currency = englishTexts({
  ALLY_TOKEN: 'ALLY tokens',
  GOLD: 'Gold',
  PLAYPOINT: 'Playpoints',
  SNOWFLAKE: 'Snowflakes',
});

export const booster = englishTexts({ name: '{days}-DAY XP BOOST' });

export const purchase = englishTexts({
  xpGain: '+{amount, number} XP',
  boosted: 'Boosted ',
  yourBalance: 'Your balance',
  balance: '{amount, number} {currencyName}',
  notEnough: 'Not enough {currencyName}',
  cardPrice: 'US${amount, number, money}',
  amountPrice: '{amount, number, crypto} {currencyName}',
  // spec 1 §2 /shop: the list of an item's prices.
  pricesOf: '{name} prices',
  // spec 1 §5: the booster terms, one sentence around its link.
  termsBefore: 'I accept the',
  termsLink: 'Terms of Service',
  termsAfter: 'and understand I am purchasing a non-refundable digital item',
});
