// spec 1 §2 Battle pass page: the track of levels with the pass cards first and the special mission overlay.
import { useRef } from 'react';
import { BattlePassTrack } from '@levelup/ui/battle-pass/battle-pass-track';
import type {
  BattlePassTrackHandle,
  BattlePassTrackProps,
} from '@levelup/ui/battle-pass/battle-pass-track';
import type { PremiumPassCardProps } from '@levelup/ui/battle-pass/premium-pass-card';
import { SpecialMissionOverlay } from '@levelup/ui/battle-pass/special-mission-overlay';
import type { SpecialMissionOverlayProps } from '@levelup/ui/battle-pass/special-mission-overlay';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import { useScrollToLevel } from '../hooks/use-scroll-to-level.ts';

/** The special mission overlay and the first level it covers. */
export type BattlePassPageBlocker = SpecialMissionOverlayProps & { fromLevel: number };

export type BattlePassPageProps = {
  seasonName: string;
  levels: NonNullable<BattlePassTrackProps['levels']>;
  premiumPass: PremiumPassCardProps;
  blocker?: BattlePassPageBlocker | null;
  /** Level to bring into view once the levels have rendered (spec 1 §2 scroll_to_level). */
  scrollToLevel?: number;
  onScrolledToLevel?: () => void;
};

/** The battle pass track as both front ends show it; data and actions come in as plain props. */
export function BattlePassPage({
  seasonName,
  levels,
  premiumPass,
  blocker,
  scrollToLevel,
  onScrolledToLevel,
}: BattlePassPageProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const trackRef = useRef<BattlePassTrackHandle>(null);
  useScrollToLevel(trackRef, levels.length > 0 ? scrollToLevel : undefined, onScrolledToLevel);

  return (
    <BattlePassTrack
      ref={trackRef}
      label={`${seasonName} battle pass`}
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
                />
              ),
            }
          : null
      }
    />
  );
}
