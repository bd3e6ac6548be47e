import { LEVEL_CARD_HEIGHT, LEVEL_CARD_WIDTH, levelTrackLength } from '@levelup/domain/layout';
import { Suspense, lazy, useImperativeHandle, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useUiText } from '../i18n/ui-text.ts';
import { FreePassCard } from './free-pass-card.tsx';
import type { FreePassCardProps } from './free-pass-card.tsx';
import { LEVEL_MARKER_HEIGHT, LevelColumn } from './level-column.tsx';
import type { LevelColumnProps, TrackOrientation } from './level-column.tsx';
import { PremiumPassCard } from './premium-pass-card.tsx';
import type { PremiumPassCardProps } from './premium-pass-card.tsx';
import { trackScrollBehavior } from './lib/track-scroll.ts';

// Issue 10 fault 16: the desktop track's wheel, arrows, jump and keys; only a horizontal track loads it,
// at once for a player, and for a visitor once a pointer or the focus reaches the track, so a visitor's
// first load does not carry it.
const TrackNavigation = lazy(() => import('./track-navigation.tsx'));

/** The player's level to jump to: the one in progress, or the last reached (null for a visitor). */
function playerLevel(levels: NonNullable<BattlePassTrackProps['levels']>): number | null {
  const current = levels.find((entry) => entry.state === 'current');
  return current?.level ?? levels.findLast((entry) => entry.state === 'reached')?.level ?? null;
}

/** Scrolls the track from the app, e.g. for the scroll_to_level query parameter (spec 1 §2 Routes). */
export type BattlePassTrackHandle = {
  /** Brings the level's column into view; false when the track has no such level. */
  scrollToLevel: (level: number) => boolean;
};

/** The special mission overlay covering every level from `fromLevel` on (spec 1 §2). */
export type TrackBlocker = { fromLevel: number; overlay: ReactNode };

export type BattlePassTrackProps = {
  orientation: TrackOrientation;
  /** The track's accessible name. */
  label?: string;
  freePass?: FreePassCardProps;
  premiumPass: PremiumPassCardProps;
  /** The levels, in order. */
  levels?: ReadonlyArray<Omit<LevelColumnProps, 'orientation' | 'blocked'>>;
  /** Extra `LevelColumn` elements after `levels`; the blocker does not cover them. */
  children?: ReactNode;
  blocker?: TrackBlocker | null;
  ref?: Ref<BattlePassTrackHandle>;
};

/**
 * The battle pass: the free and premium pass cards, then one column per level; horizontal and
 * scrolling sideways on desktop, a vertical list on mobile (spec 1 §2 Battle pass page).
 */
export function BattlePassTrack({
  orientation,
  label,
  freePass = {},
  premiumPass,
  levels = [],
  children,
  blocker,
  ref,
}: BattlePassTrackProps) {
  const t = useUiText();
  const trackRef = useRef<HTMLElement>(null);
  const horizontal = orientation === 'horizontal';

  const scrollToLevel = (level: number) => {
    const column = trackRef.current?.querySelector(`[data-level="${level}"]`);
    if (!column) return false;
    column.scrollIntoView({ behavior: trackScrollBehavior(), block: 'center', inline: 'center' });
    return true;
  };
  useImperativeHandle(ref, () => ({ scrollToLevel }));
  const currentLevel = playerLevel(levels);
  const [approached, setApproached] = useState(false);
  const approach = () => setApproached(true);

  const openLevelCount = blocker
    ? levels.filter((entry) => entry.level < blocker.fromLevel).length
    : levels.length;
  // spec 1 §9: the blocker overlay is sized by the level card (148 wide, 140 high).
  const blockerOffset = levelTrackLength(openLevelCount, orientation);

  return (
    <div
      className="flex min-w-0 flex-col"
      onPointerEnter={horizontal ? approach : undefined}
      onFocus={horizontal ? approach : undefined}
    >
      {horizontal ? (
        <Suspense fallback={<div aria-hidden className="h-12" />}>
          {approached || currentLevel !== null ? (
            <TrackNavigation
              trackRef={trackRef}
              currentLevel={currentLevel}
              onJumpToLevel={scrollToLevel}
            />
          ) : (
            <div aria-hidden className="h-12" />
          )}
        </Suspense>
      ) : null}
      <section
        ref={trackRef}
        aria-label={label ?? t('battlePass.trackDefaultLabel')}
        data-orientation={orientation}
        // A focusable scroll region on desktop: arrows, Page Up/Down, Home and End move it.
        tabIndex={horizontal ? 0 : undefined}
        className={`flex text-ink ${horizontal ? 'flex-row overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-accent' : 'flex-col'}`}
      >
        <div
          className={`flex shrink-0 ${horizontal ? 'flex-col' : 'flex-row'}`}
          style={horizontal ? { width: LEVEL_CARD_WIDTH } : { height: LEVEL_CARD_HEIGHT }}
        >
          <div
            className={horizontal ? 'p-1' : 'h-full flex-1 p-1'}
            style={horizontal ? { height: LEVEL_CARD_HEIGHT } : undefined}
          >
            <FreePassCard {...freePass} />
          </div>
          <div
            aria-hidden
            className={horizontal ? 'shrink-0' : 'w-24 shrink-0'}
            style={horizontal ? { height: LEVEL_MARKER_HEIGHT } : undefined}
          />
          <div
            className={horizontal ? 'p-1' : 'h-full flex-1 p-1'}
            style={horizontal ? { height: LEVEL_CARD_HEIGHT } : undefined}
          >
            <PremiumPassCard {...premiumPass} />
          </div>
        </div>
        <div className="relative shrink-0">
          <ol className={`flex ${horizontal ? 'flex-row' : 'flex-col'}`}>
            {levels.map((entry) => (
              // Issue 28: each column of the server's HTML hydrates on its own, after the page, in
              // slices the browser can interrupt (a Suspense boundary), so a phone is not blocked for
              // the whole track at once; nothing here suspends, so it renders at once otherwise.
              <Suspense key={entry.level}>
                <LevelColumn
                  {...entry}
                  orientation={orientation}
                  blocked={blocker ? entry.level >= blocker.fromLevel : false}
                />
              </Suspense>
            ))}
            {children}
          </ol>
          {blocker && openLevelCount < levels.length ? (
            <div
              className="absolute"
              style={
                horizontal
                  ? {
                      top: 0,
                      bottom: 0,
                      left: blockerOffset,
                      width: levelTrackLength(levels.length - openLevelCount, orientation),
                    }
                  : {
                      left: 0,
                      right: 0,
                      top: blockerOffset,
                      height: levelTrackLength(levels.length - openLevelCount, orientation),
                    }
              }
            >
              {blocker.overlay}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
