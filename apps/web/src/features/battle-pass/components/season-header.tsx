import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { useBattlePassText } from '../battle-pass-text.ts';

export type SeasonHeaderProps = {
  battlePass: Pick<BattlePassPageQuery['battlePass'], 'name' | 'theme'>;
};

/** The season's title and copy above the track; the title falls back to the season name. */
export function SeasonHeader({ battlePass }: SeasonHeaderProps) {
  const t = useBattlePassText();
  const { title, tagline, premiumPitch } = battlePass.theme.copySettings;
  return (
    <header className="flex flex-col gap-1">
      <p className="text-xs font-bold tracking-widest text-accent uppercase">
        {t('seasonHeader.eyebrow', { seasonName: battlePass.name })}
      </p>
      <h1 className="text-3xl font-bold text-ink">{title || battlePass.name}</h1>
      {tagline ? <p className="text-ink-muted">{tagline}</p> : null}
      {premiumPitch ? <p className="text-sm text-ink-muted">{premiumPitch}</p> : null}
    </header>
  );
}
