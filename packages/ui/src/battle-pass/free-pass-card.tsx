import { useUiText } from '../i18n/ui-text.ts';

export type FreePassCardProps = {
  seasonName?: string | null;
  subtitle?: string | null;
};

/** The free track's card at the head of the battle pass (spec 1 §2 Battle pass page). */
export function FreePassCard({ seasonName, subtitle }: FreePassCardProps) {
  const t = useUiText();
  return (
    <div className="flex size-full flex-col justify-center gap-1 rounded-lg border border-ink-muted/30 bg-surface-raised p-3 text-ink">
      {seasonName ? <p className="text-xs font-semibold text-ink-muted">{seasonName}</p> : null}
      <p className="text-lg leading-tight font-bold">{t('battlePass.freePass')}</p>
      {subtitle ? <p className="text-xs text-ink-muted">{subtitle}</p> : null}
    </div>
  );
}
