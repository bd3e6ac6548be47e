// The `referrals` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('referrals.…').
import { defineCatalogue } from './define-catalogue.ts';
import { referrals } from './en/rewards.ts';

/**
 * Texts of the referral promotion modal: `useReferralsText()` in components, `referralsText()`
 * elsewhere.
 */
export const { useText: useReferralsText, text: referralsText } = defineCatalogue('ui', {
  referrals,
});
