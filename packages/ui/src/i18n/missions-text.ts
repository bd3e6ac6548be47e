// The `missions` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('missions.…').
import { defineCatalogue } from './define-catalogue.ts';
import { missions } from './en/missions.ts';

/**
 * Texts of the missions panel and challenge cards (spec 2 §2 Missions, §4 Challenge flow):
 * `useMissionsText()` in components, `missionsText()` elsewhere.
 */
export const { useText: useMissionsText, text: missionsText } = defineCatalogue('ui', { missions });
