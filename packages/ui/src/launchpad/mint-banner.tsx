// spec 2 §2 Mint banner labels: CLAIMED (completed), RESERVED (reserved or processing), ENDED (ended or
// none remaining), COMPLETE MISSIONS, UNQUALIFIED, MISSIONS COMPLETE (live), QUALIFIED. The label comes
// from the domain rule mintBannerLabel.
import type { MintBannerLabel } from '@levelup/domain/collection';
import { useLaunchpadText } from '../i18n/launchpad-text.ts';

const toneClasses: Record<MintBannerLabel, string> = {
  CLAIMED: 'bg-success/20 text-success',
  RESERVED: 'bg-accent/20 text-accent',
  ENDED: 'bg-ink-muted/20 text-ink-muted',
  'COMPLETE MISSIONS': 'bg-brand/20 text-ink',
  UNQUALIFIED: 'bg-danger/20 text-danger',
  'MISSIONS COMPLETE': 'bg-success/20 text-success',
  QUALIFIED: 'bg-success/20 text-success',
};

export function MintBanner({ label }: { label: MintBannerLabel }) {
  const t = useLaunchpadText();
  return (
    <section
      aria-label={t('launchpad.mintStatus')}
      className={`rounded-lg px-4 py-2 text-center text-sm font-bold tracking-wide ${toneClasses[label]}`}
    >
      {t(`launchpad.banner.${label}`)}
    </section>
  );
}
