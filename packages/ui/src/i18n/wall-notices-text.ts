import { defineCatalogue } from './define-catalogue.ts';
import { wallNotices } from './en/wall-notices.ts';

/** Texts of the Wall's notice modals: `useWallNoticesText()` in components, `wallNoticesText()` elsewhere. */
export const { useText: useWallNoticesText, text: wallNoticesText } = defineCatalogue('ui', {
  wallNotices,
});
