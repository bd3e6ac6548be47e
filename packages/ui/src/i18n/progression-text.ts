// The `progression` area of the ui catalogue, apart from the core (ui-text.ts): the battle pass widget,
// its toasts and purchase modals load with the signed-in or purchase chunks. Keys keep their area
// prefix ('progression.…').
import { defineCatalogue } from './define-catalogue.ts';
import { progression } from './en/progression.ts';

/**
 * Texts of the battle pass widget, toasts and purchase modals (spec 1 §2, §8, §9):
 * `useProgressionText()` in components, `progressionText()` elsewhere.
 */
export const { useText: useProgressionText, text: progressionText } = defineCatalogue('ui', {
  progression,
});
