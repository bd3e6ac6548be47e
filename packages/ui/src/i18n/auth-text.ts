// The `auth` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('auth.…').
import { defineCatalogue } from './define-catalogue.ts';
import { auth } from './en/auth.ts';

/**
 * Texts of the sign-in pieces (spec 1 §2 Modals, §4 Password recovery, §5 Validation rules):
 * `useAuthText()` in components, `authText()` elsewhere.
 */
export const { useText: useAuthText, text: authText } = defineCatalogue('ui', { auth });
