// spec 1 §4 Off-season: before the start date, with no end date, or after the end date.
import { useUiText } from '../i18n/ui-text.ts';

/** Tells visitors and players that no season is running, so nothing on the track progresses. */
export function OffSeasonBanner() {
  const t = useUiText();
  return (
    <div
      role="status"
      className="rounded-lg border border-accent/60 bg-surface-raised px-4 py-3 text-ink"
    >
      <p className="font-bold">{t('battlePass.offSeason.title')}</p>
      <p className="text-sm text-ink-muted">{t('battlePass.offSeason.detail')}</p>
    </div>
  );
}
