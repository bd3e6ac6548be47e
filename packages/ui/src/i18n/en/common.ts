// English texts the primitives share (close buttons and the like).
import { englishTexts } from '../define-catalogue.ts';
export const common = englishTexts({
  close: 'Close',
});
