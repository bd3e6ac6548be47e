import { useWhiteLabelText } from '#app/texts/white-label-text.ts';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';

export type PartnerPassHeaderProps = {
  battlePass: Pick<BattlePassSettingsFieldsFragment, 'name' | 'theme'>;
};

/** The partner season's banner, logo and copy (spec 1 §3 theme: copy settings, logo and banner image paths). */
export function PartnerPassHeader({ battlePass }: PartnerPassHeaderProps) {
  const t = useWhiteLabelText();
  const { logoPath, bannerPath, copySettings } = battlePass.theme;
  return (
    <header className="overflow-hidden rounded-xl border border-ink-muted/20 bg-surface-raised">
      {bannerPath ? (
        <img src={bannerPath} alt="" className="h-32 w-full object-cover sm:h-44" />
      ) : null}
      <div className="flex items-center gap-4 p-4 sm:p-6">
        {logoPath ? (
          <img
            src={logoPath}
            alt={t('pass.logo', { seasonName: battlePass.name })}
            className="size-12 shrink-0 rounded-lg object-contain sm:size-16"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-bold tracking-widest text-accent uppercase">
            {t('pass.eyebrow', { seasonName: battlePass.name })}
          </p>
          <h1 className="text-3xl font-bold text-ink">{copySettings.title || battlePass.name}</h1>
          {copySettings.tagline ? <p className="text-ink-muted">{copySettings.tagline}</p> : null}
          {copySettings.premiumPitch ? (
            <p className="text-sm text-ink-muted">{copySettings.premiumPitch}</p>
          ) : null}
        </div>
      </div>
    </header>
  );
}
