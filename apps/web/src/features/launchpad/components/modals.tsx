// spec 2 §2 Reservation success modal, opened through the one modal queue (spec 1 §2 "Modal queue");
// its code loads only when it opens.
import { lazy } from 'react';
import { openLazyModal } from '#shared/modals/open-lazy-modal.tsx';

const ReservationSuccessModal = lazy(() =>
  import('@levelup/ui/launchpad/reservation-success-modal').then((module) => ({
    default: module.ReservationSuccessModal,
  })),
);

export const LAUNCHPAD_MODALS = {
  reservationSuccess: { id: 'launchpad-reservation-success', zIndex: 30 },
} as const;

/** spec 2 §2 Reservation success modal: MINT NOW or view the reserved item. */
export const openReservationSuccessModal = (props: {
  name: string;
  imagePath: string;
  mintDisabled: boolean;
  onMintNow: () => void;
  onViewReservedItem: () => void;
}) => openLazyModal(LAUNCHPAD_MODALS.reservationSuccess, ReservationSuccessModal, props);
