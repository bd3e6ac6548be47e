// The `drawer` area of the ui catalogue, apart from the core (ui-text.ts): only the chunks that show
// the battle pass drawer carry it. Keys keep their area prefix ('drawer.…').
import { defineCatalogue } from './define-catalogue.ts';
import { drawer } from './en/drawer.ts';

/** Texts of the battle pass drawer's widgets (spec 1 §2): `useDrawerText()`, `drawerText()`. */
export const { useText: useDrawerText, text: drawerText } = defineCatalogue('ui', { drawer });
