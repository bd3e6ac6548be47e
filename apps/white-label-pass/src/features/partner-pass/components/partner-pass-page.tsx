// spec 1 §2 Battle pass page for a partner season, themed by the season (spec 1 §3).
import { useState } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { isOffSeason } from '@levelup/domain/off-season';
import { BattlePassTrack } from '@levelup/ui/battle-pass/battle-pass-track';
import { SpecialMissionOverlay } from '@levelup/ui/battle-pass/special-mission-overlay';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import { useSeasonTheme } from '../hooks/use-season-theme.ts';
import { partnerTrackBlocker, partnerTrackLevels } from '../lib/partner-track.ts';
import { OffSeasonBanner } from './off-season-banner.tsx';
import { PartnerPassHeader } from './partner-pass-header.tsx';

export type PartnerPassPageProps = {
  battlePass: BattlePassPageQuery['battlePass'];
  /** A visitor's click on a reward or on the premium card (spec 1 §6). */
  onSignIn: () => void;
};

/** Header, off-season banner and the season's track, as a visitor sees them. */
export function PartnerPassPage({ battlePass, onSignIn }: PartnerPassPageProps) {
  useSeasonTheme(battlePass);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The page's clock starts when it opens; off-season is a matter of days, not seconds.
  const [now] = useState(() => Date.now());
  const offSeason = isOffSeason({
    seasonStartDate: battlePass.seasonStartDate,
    seasonEndDate: battlePass.seasonEndDate,
    now,
  });
  const blocker = partnerTrackBlocker(battlePass.levels);
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <PartnerPassHeader battlePass={battlePass} />
      {offSeason ? <OffSeasonBanner /> : null}
      <BattlePassTrack
        label={`${battlePass.name} battle pass`}
        orientation={desktop ? 'horizontal' : 'vertical'}
        freePass={{ seasonName: battlePass.name }}
        premiumPass={{ hasPremium: false, onBuy: onSignIn }}
        levels={partnerTrackLevels(battlePass.levels, onSignIn)}
        blocker={
          blocker
            ? {
                fromLevel: blocker.fromLevel,
                overlay: (
                  <SpecialMissionOverlay
                    missionTitle={blocker.mission.title}
                    missionDescription={blocker.mission.description}
                    snowflakeBypassCost={blocker.mission.snowflakeBypassCost}
                  />
                ),
              }
            : null
        }
      />
    </main>
  );
}
