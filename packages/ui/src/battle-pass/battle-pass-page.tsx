// spec 1 §2 Battle pass page: the track of levels with the pass cards first and the special mission overlay.
import { useRef } from 'react';
import { BattlePassTrack } from './battle-pass-track.tsx';
import type { BattlePassTrackHandle, BattlePassTrackProps } from './battle-pass-track.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './hooks/use-media-query.ts';
import { useScrollToLevel } from './hooks/use-scroll-to-level.ts';
import { useUiText } from '../i18n/ui-text.ts';
import type { PremiumPassCardProps } from './premium-pass-card.tsx';
import { SpecialMissionOverlay } from './special-mission-overlay.tsx';
import type { SpecialMissionOverlayProps } from './special-mission-overlay.tsx';

/** The special mission overlay and the first level it covers. */
export type BattlePassPageBlocker = Omit<SpecialMissionOverlayProps, 'stickyTop'> & {
  fromLevel: number;
};

export type BattlePassPageProps = {
  seasonName: string;
  levels: NonNullable<BattlePassTrackProps['levels']>;
  premiumPass: PremiumPassCardProps;
  blocker?: BattlePassPageBlocker | null;
  /** Level to bring into view once the levels have rendered (spec 1 §2 scroll_to_level). */
  scrollToLevel?: number;
  onScrolledToLevel?: () => void;
  /** Where the special mission card stays while the page scrolls: below the app's sticky navbar. */
  stickyTop?: string;
};

/** The battle pass track as both front ends show it; data and actions come in as plain props. */
export function BattlePassPage({
  seasonName,
  levels,
  premiumPass,
  blocker,
  scrollToLevel,
  onScrolledToLevel,
  stickyTop,
}: BattlePassPageProps) {
  const t = useUiText();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const trackRef = useRef<BattlePassTrackHandle>(null);
  useScrollToLevel(trackRef, levels.length > 0 ? scrollToLevel : undefined, onScrolledToLevel);

  return (
    <BattlePassTrack
      ref={trackRef}
      label={t('battlePass.trackLabel', { seasonName })}
      // spec 1 §2: horizontal on desktop (xl and up), vertical on mobile.
      orientation={desktop ? 'horizontal' : 'vertical'}
      freePass={{ seasonName }}
      premiumPass={premiumPass}
      levels={levels}
      blocker={
        blocker
          ? {
              fromLevel: blocker.fromLevel,
              overlay: (
                <SpecialMissionOverlay
                  missionTitle={blocker.missionTitle}
                  missionDescription={blocker.missionDescription}
                  snowflakeBypassCost={blocker.snowflakeBypassCost}
                  actions={blocker.actions}
                  stickyTop={stickyTop}
                />
              ),
            }
          : null
      }
    />
  );
}
