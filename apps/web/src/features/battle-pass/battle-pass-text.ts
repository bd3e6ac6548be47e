// English texts of the battle pass page and its purchase flow on the main site (spec 1 §2 Battle pass
// page, Buy XP booster, Blocking special mission overlay), keyed by meaning: the spec's exact words.
// The modals' own texts are @levelup/ui's (progression, battlePass).
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useBattlePassText, text: battlePassText } = defineCatalogue(
  'web.battlePass',
  {
    error: { title: 'Battle Pass' },
    seasonHeader: { eyebrow: 'Battle Pass · {seasonName}' },
    bypassMission: { button: 'BYPASS WITH {cost} SNOWFLAKES' },
    buyBooster: { payWithCard: 'PAY WITH CARD', payWithCrypto: 'PAY WITH CRYPTO' },
    premiumPrice: {
      // '4,000 Gold': the amount is formatted in code.
      coin: '{amount} {currencyName}',
      card: 'US${price}',
    },
  } as const,
);
