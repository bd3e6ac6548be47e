// The `rewards` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('rewards.…').
import { defineCatalogue } from './define-catalogue.ts';
import { rewards } from './en/rewards.ts';

/**
 * Texts of the reward collection and redeemable-code modals (spec 1 §2 Modals): `useRewardsText()`
 * in components, `rewardsText()` elsewhere.
 */
export const { useText: useRewardsText, text: rewardsText } = defineCatalogue('ui', { rewards });
