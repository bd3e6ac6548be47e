// The English catalogue of @levelup/ui, namespace `ui`: texts keyed by meaning, in the spec's words.
import { defineCatalogue } from './define-catalogue.ts';
import { battlePass } from './en/battle-pass.ts';

export const UI_ENGLISH = { battlePass } as const;

/** Typed texts of @levelup/ui: `useUiText()` in components, `uiText()` elsewhere. */
export const { useText: useUiText, text: uiText } = defineCatalogue('ui', UI_ENGLISH);
