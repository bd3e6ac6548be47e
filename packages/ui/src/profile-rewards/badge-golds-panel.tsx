// spec 1 §2 Balance chips: opening the gold popover loads claimable badge golds; spec 2 §7 Claim badge
// golds (claimedAmount). Issue 12 Build 7: each held badge's weekly gold, claimed with CLAIM.
import { rewardDisplayName } from '@levelup/domain/items';
import { Button } from '../primitives/button.tsx';

export type BadgeGoldLine = { itemKey: string; name: string; amount: number };

export type BadgeGoldsPanelProps = {
  status: 'loading' | 'error' | 'ready';
  claimableAmount: number;
  badges: ReadonlyArray<BadgeGoldLine>;
  claiming?: boolean;
  /** Gold claimed by the last CLAIM, announced once. */
  claimedAmount?: number | null;
  onClaim: () => void;
};

const full = new Intl.NumberFormat('en-US');

/** The claimable badge golds inside the gold chip's popover. */
export function BadgeGoldsPanel({
  status,
  claimableAmount,
  badges,
  claiming = false,
  claimedAmount = null,
  onClaim,
}: BadgeGoldsPanelProps) {
  return (
    <section
      aria-labelledby="badge-golds-title"
      className="mt-2 flex flex-col gap-2 border-t border-ink-muted/20 pt-2 text-ink"
    >
      <h3 id="badge-golds-title" className="text-sm font-bold">
        Badge golds
      </h3>
      {status === 'loading' ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading badge golds…
        </p>
      ) : status === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          Badge golds could not be loaded.
        </p>
      ) : (
        <>
          {badges.length > 0 ? (
            <ul aria-label="Claimable badge golds" className="flex flex-col gap-1 text-sm">
              {badges.map((badge) => (
                <li key={badge.itemKey} className="flex justify-between gap-3">
                  <span>{rewardDisplayName(badge.itemKey, badge.name)}</span>
                  <span className="font-semibold tabular-nums">
                    {full.format(badge.amount)} Gold
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">No badge golds to claim right now.</p>
          )}
          <p className="flex justify-between gap-3 text-sm font-bold">
            <span>Claimable</span>
            <span className="tabular-nums">{full.format(claimableAmount)} Gold</span>
          </p>
          <Button size="sm" onClick={onClaim} pending={claiming} disabled={claimableAmount <= 0}>
            CLAIM
          </Button>
        </>
      )}
      <p role="status" className="text-sm text-accent empty:hidden">
        {claimedAmount != null ? `You claimed ${full.format(claimedAmount)} Gold.` : ''}
      </p>
    </section>
  );
}
