// spec 2 §2 Reservation card (spec 1 §8 Reservation expired): a reservation shows a countdown to its
// expiry. When expired it shows ITEM EXPIRED! and an OK button. Otherwise MINT NOW; for a collection in
// the disabled-mints list the button is disabled and reads MINT COMING SOON. An offchain action
// (airdrop) being processed shows its pending message or a countdown to when it runs.
import { Button } from '../primitives/button.tsx';
import { CountdownClock } from './countdown-clock.tsx';
import { useLaunchpadText } from '../i18n/launchpad-text.ts';

/** The domain rule reservationCardAction's answer. */
export type ReservationCardAction = {
  label: 'ITEM EXPIRED!' | 'MINT NOW' | 'MINT COMING SOON';
  disabled: boolean;
};

export type ReservationCardProps = {
  name: string;
  imagePath: string;
  /** When the reservation stops holding the item (epoch ms). */
  expiresAt: number;
  now: number;
  action: ReservationCardAction;
  /** The offchain action is being processed (reservation PROCESSING): its pending display instead. */
  processing?: { pendingDisplay: string | null; scheduledAt: number | null } | null;
  minting?: boolean;
  onMint: () => void;
  /** OK of ITEM EXPIRED!. */
  onExpiredOk: () => void;
};

export function ReservationCard({
  name,
  imagePath,
  expiresAt,
  now,
  action,
  processing,
  minting = false,
  onMint,
  onExpiredOk,
}: ReservationCardProps) {
  const t = useLaunchpadText();
  const expired = action.label === 'ITEM EXPIRED!';
  return (
    <section
      aria-label={t('launchpad.reservation')}
      className="flex items-center gap-4 rounded-2xl border border-ink-muted/20 bg-surface-raised p-4"
    >
      <img src={imagePath} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-bold">{name}</p>
        {processing ? (
          <ProcessingDisplay {...processing} now={now} />
        ) : expired ? (
          <>
            <p className="font-bold text-danger">{t('launchpad.action.ITEM EXPIRED!')}</p>
            <Button size="sm" className="self-start" onClick={onExpiredOk}>
              {t('launchpad.ok')}
            </Button>
          </>
        ) : (
          <>
            <CountdownClock label={t('launchpad.expiresIn')} at={expiresAt} now={now} />
            <Button
              size="sm"
              className="self-start"
              disabled={action.disabled}
              pending={minting}
              onClick={onMint}
            >
              {t(`launchpad.action.${action.label}`)}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function ProcessingDisplay({
  pendingDisplay,
  scheduledAt,
  now,
}: {
  pendingDisplay: string | null;
  scheduledAt: number | null;
  now: number;
}) {
  const t = useLaunchpadText();
  if (pendingDisplay) return <p className="text-sm text-ink-muted">{pendingDisplay}</p>;
  if (scheduledAt !== null && scheduledAt > now)
    return <CountdownClock label={t('launchpad.airdropIn')} at={scheduledAt} now={now} />;
  return null;
}
