// The signed-in player's part of /mints/{slug} (loaded lazily): RESERVE NOW (spec 2 §4 Reserve), the
// reservation success modal 1000 ms after it, and the reservation card (spec 2 §2: countdown; ITEM
// EXPIRED! with OK; MINT NOW, or MINT COMING SOON disabled for a disabled mint; an offchain action's
// pending message or countdown), and what the player holds of the collection's badge.
import { useLaunchpadText } from '../launchpad-text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { launchpadKeys } from '@levelup/api/launchpad';
import { Button } from '@levelup/ui/primitives/button';
import { ReservationCard } from '@levelup/ui/launchpad/reservation-card';
import { isMintDisabled } from '@levelup/domain/collection';
import { useDisabledMints } from '../hooks/use-disabled-mints.ts';
import { useMintReservation } from '../hooks/use-mint-reservation.ts';
import { useReserve } from '../hooks/use-reserve.ts';
import {
  cardReservation,
  processingDisplay,
  reservationAction,
  reservationExpiresAt,
  type LaunchpadCollection,
} from '../lib/collection-view.ts';
import { CollectionHoldings } from './collection-holdings.tsx';
import { openReservationSuccessModal } from './modals.tsx';

const RESERVATION_CARD_ID = 'reservation';

const OnchainMintFlow = lazy(() => import('./onchain-mint-flow.tsx'));

export type PlayerCollectionActionsProps = {
  collection: LaunchpadCollection;
  reservable: boolean;
  /** Live with supply left: a player whose missions are not complete sees RESERVE NOW disabled. */
  open: boolean;
  now: number;
};

export default function PlayerCollectionActions({
  collection,
  reservable,
  open,
  now,
}: PlayerCollectionActionsProps) {
  // OK of ITEM EXPIRED! puts the expired card away and reads the collection again (the supply came
  // back, and the player may reserve again within the limit).
  const t = useLaunchpadText();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const reservation = cardReservation(collection);
  const shown = reservation && reservation.id !== dismissed ? reservation : null;
  const locked = collection.userLaunchpadCollection?.isLocked ?? true;
  // An on-chain mint sent before a reload: confirmed, not sent again.
  const sent =
    shown && collection.contractType === 'onchain' && shown.state === 'PROCESSING' ? shown : null;
  const { mint, minting, pendingMint, finishMint } = useMintReservation(sent);
  const disabledMints = useDisabledMints();
  const mintDisabled = isMintDisabled(collection.id, disabledMints);
  const { reserve, reserving } = useReserve(collection.id, (reservation) =>
    openReservationSuccessModal({
      name: collection.name,
      imagePath: collection.imagePath,
      mintDisabled,
      onMintNow: () => mint(reservation.id),
      onViewReservedItem: () =>
        document.getElementById(RESERVATION_CARD_ID)?.scrollIntoView({ block: 'center' }),
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      {shown ? (
        <div id={RESERVATION_CARD_ID}>
          <ReservationCard
            name={collection.name}
            imagePath={collection.imagePath}
            expiresAt={reservationExpiresAt(shown)}
            now={now}
            action={reservationAction(shown, disabledMints, now)}
            processing={processingDisplay(shown, collection.contractType)}
            minting={minting}
            onMint={() => mint(shown.id)}
            onExpiredOk={() => {
              setDismissed(shown.id);
              void queryClient.invalidateQueries({ queryKey: launchpadKeys.all });
            }}
          />
        </div>
      ) : null}
      {reservable || (open && locked && !shown) ? (
        <Button
          size="lg"
          className="self-start"
          disabled={!reservable}
          pending={reserving}
          onClick={reserve}
        >
          {t('reserveNow')}
        </Button>
      ) : null}
      {pendingMint ? (
        <Suspense fallback={null}>
          <OnchainMintFlow {...pendingMint} onFinished={finishMint} />
        </Suspense>
      ) : null}
      {collection.badgeItemKey ? <CollectionHoldings itemKey={collection.badgeItemKey} /> : null}
    </div>
  );
}
