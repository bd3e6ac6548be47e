// The `payments` area of the ui catalogue, apart from the core (ui-text.ts): only the
// chunks that show it carry it. Keys keep their area prefix ('payments.…').
import { defineCatalogue } from './define-catalogue.ts';
import { payments } from './en/payments.ts';

/**
 * Texts of the card and crypto payment modals (spec 1 §2 Modals, §4 Wallet purchase):
 * `usePaymentsText()` in components, `paymentsText()` elsewhere.
 */
export const { useText: usePaymentsText, text: paymentsText } = defineCatalogue('ui', { payments });
