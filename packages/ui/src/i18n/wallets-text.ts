// The `wallets` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('wallets.…').
import { defineCatalogue } from './define-catalogue.ts';
import { wallets } from './en/rewards.ts';

/**
 * Texts of the wallet list and the wallet confirmation modal: `useWalletsText()` in components,
 * `walletsText()` elsewhere.
 */
export const { useText: useWalletsText, text: walletsText } = defineCatalogue('ui', { wallets });
