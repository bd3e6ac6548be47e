// The `profileRewards` area of the ui catalogue, apart from the core (ui-text.ts) so that only the chunks
// that show it carry it. Keys keep their area prefix ('profileRewards.…').
import { defineCatalogue } from './define-catalogue.ts';
import { profileRewards } from './en/profile-rewards.ts';

/** Texts of the profile's rewards: chests, codes and history (spec 2 §3): `useProfileRewardsText()` in components, `profileRewardsText()` elsewhere. */
export const { useText: useProfileRewardsText, text: profileRewardsText } = defineCatalogue('ui', { profileRewards });
