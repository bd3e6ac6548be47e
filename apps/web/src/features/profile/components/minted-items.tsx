// issue 13 Build 4: "Minted assets show on the profile items tab" (spec 2 §7 Query user minted assets).
// The list loads only with the tab (a lazy panel), so the profile's first load stays as it was.
import { Suspense, lazy } from 'react';
import { useProfileText } from '../profile-text.ts';

const MintedItemsPanel = lazy(() => import('./minted-items-panel.tsx'));

export function MintedItems() {
  const t = useProfileText();
  return (
    <section aria-labelledby="minted-items-title" className="flex flex-col gap-4 py-4">
      <h2 id="minted-items-title" className="text-2xl font-bold">
        {t('minted.title')}
      </h2>
      <Suspense fallback={<p className="text-ink-muted">{t('minted.loading')}</p>}>
        <MintedItemsPanel />
      </Suspense>
    </section>
  );
}
