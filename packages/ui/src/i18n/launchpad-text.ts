// The `launchpad` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('launchpad.…').
import { defineCatalogue } from './define-catalogue.ts';
import { launchpad } from './en/launchpad.ts';

/**
 * Texts of the launchpad pieces (spec 2 §2 Launchpad): `useLaunchpadText()` in components,
 * `launchpadText()` elsewhere.
 */
export const { useText: useLaunchpadText, text: launchpadText } = defineCatalogue('ui', {
  launchpad,
});
