// The `wall` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('wall.…').
import { defineCatalogue } from './define-catalogue.ts';
import { wall } from './en/wall.ts';

/**
 * Texts of the Wall (spec 2 §2 The Wall, §4, §8): `useWallText()` in components, `wallText()`
 * elsewhere.
 */
export const { useText: useWallText, text: wallText } = defineCatalogue('ui', { wall });
