// The `alerts` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('alerts.…').
import { defineCatalogue } from './define-catalogue.ts';
import { alerts } from './en/alerts.ts';

/**
 * Texts of the id-named alert modals and their buttons (spec 2 §8): `useAlertsText()` in
 * components, `alertsText()` elsewhere.
 */
export const { useText: useAlertsText, text: alertsText } = defineCatalogue('ui', { alerts });
