// The `profileRewards` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('profileRewards.…').
import { defineCatalogue } from './define-catalogue.ts';
import { profileRewards } from './en/profile-rewards.ts';

/**
 * Texts of the profile's rewards pieces (spec 2 §2 /profile/me/rewards): `useProfileRewardsText()`
 * in components, `profileRewardsText()` elsewhere.
 */
export const { useText: useProfileRewardsText, text: profileRewardsText } = defineCatalogue('ui', {
  profileRewards,
});
