// English texts of the error page both apps show when a page cannot be shown, a failed script load
// included (issue 26: never a blank page).
import { englishTexts } from '../define-catalogue.ts';
export const recovery = englishTexts({
  title: 'Something went wrong',
  body: 'This page could not be shown. Try again, or come back in a moment.',
  retry: 'Try again',
});
