import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';
import { WHITE_LABEL_ENGLISH } from './white-label-english.ts';

/** Typed texts of the white-label pass: `useWhiteLabelText()` in components, `whiteLabelText()` elsewhere. */
export const { useText: useWhiteLabelText, text: whiteLabelText } = defineCatalogue(
  'whiteLabel',
  WHITE_LABEL_ENGLISH,
);
