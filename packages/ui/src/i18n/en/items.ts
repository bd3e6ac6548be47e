// English texts of the item modals (check your items, view reward item) and their OK button. Apart
// from en/missions.ts: the core catalogue (ui-text.ts) takes these into every first load, and a
// module is never split between chunks, so the missions texts would come along.
import { englishTexts } from '../define-catalogue.ts';
export const items = englishTexts({
  checkYourItems: {
    title: 'CHECK YOUR ITEMS',
    named: '{itemName} is now in your items.',
    unnamed: 'Your reward is now in your items.',
    viewItem: 'VIEW ITEM',
  },
  ok: 'OK',
});
