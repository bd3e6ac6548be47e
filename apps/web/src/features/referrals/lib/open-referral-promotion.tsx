// Opens the GOT FRIENDS? modal through the modal queue (spec 1 §2 Modals), its code loaded on demand.
import { Suspense, lazy } from 'react';
import { modalQueueStore, type ModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';

const ReferralPromotionDialog = lazy(() => import('../components/referral-promotion-dialog.tsx'));

export const REFERRAL_PROMOTION_MODAL_ID = 'referral-promotion';

export function openReferralPromotion(store: ModalQueueStore = modalQueueStore): void {
  store.getState().open({
    id: REFERRAL_PROMOTION_MODAL_ID,
    zIndex: 10,
    render: (close) => (
      <Suspense fallback={null}>
        <ReferralPromotionDialog onClose={close} />
      </Suspense>
    ),
  });
}
