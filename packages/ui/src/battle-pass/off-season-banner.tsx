// spec 1 §4 Off-season: before the start date, with no end date, or after the end date.

/** Tells visitors and players that no season is running, so nothing on the track progresses. */
export function OffSeasonBanner() {
  return (
    <div
      role="status"
      className="rounded-lg border border-accent/60 bg-surface-raised px-4 py-3 text-ink"
    >
      <p className="font-bold">The season is not running right now.</p>
      <p className="text-sm text-ink-muted">
        No XP is earned until the next season starts; the levels below show what it can hold.
      </p>
    </div>
  );
}
