import { LEVEL_CARD_HEIGHT, LEVEL_CARD_WIDTH } from '@levelup/domain/layout';
import type { ReactNode } from 'react';
import { useUiText } from '../i18n/ui-text.ts';
import { LevelMarker } from './level-marker.tsx';
import type { LevelMarkerProps } from './level-marker.tsx';
import { RewardCard } from './reward-card.tsx';
import type { RewardCardProps } from './reward-card.tsx';

/** Horizontal on desktop, vertical on mobile (spec 1 §2 Battle pass page). */
export type TrackOrientation = 'horizontal' | 'vertical';

/** A reward of one level; its track follows from where the column places it. */
export type LevelReward = Omit<RewardCardProps, 'track'>;

export type LevelColumnProps = LevelMarkerProps & {
  basicReward?: LevelReward | null;
  premiumReward?: LevelReward | null;
  orientation?: TrackOrientation;
  /** Behind the special mission overlay: out of reach of the keyboard and assistive technology. */
  blocked?: boolean;
};

/** Height of the level marker between the two reward rows of a horizontal track. */
export const LEVEL_MARKER_HEIGHT = 72;

/**
 * Issue 28 (a phone's total blocking time): the browser lays out and paints only the columns on or near
 * the screen (`content-visibility: auto`); the others keep their size, so nothing moves as they come
 * into view, and stay in the accessibility tree and find-in-page.
 */
const HORIZONTAL_COLUMN_STYLE = {
  width: LEVEL_CARD_WIDTH,
  contentVisibility: 'auto',
  containIntrinsicWidth: LEVEL_CARD_WIDTH,
  containIntrinsicHeight: 2 * LEVEL_CARD_HEIGHT + LEVEL_MARKER_HEIGHT,
} as const;
const VERTICAL_COLUMN_STYLE = {
  height: LEVEL_CARD_HEIGHT,
  contentVisibility: 'auto',
  containIntrinsicHeight: LEVEL_CARD_HEIGHT,
} as const;

/**
 * One level of the track: free reward, level marker, premium reward (spec 1 §2), 148 wide on a
 * horizontal track and 140 high on a vertical one (spec 1 §9). A list item of the track's list,
 * named "Level N"; `id="level-N"` and `data-level` let the app scroll to it.
 */
export function LevelColumn({
  level,
  progress,
  state,
  basicReward,
  premiumReward,
  orientation = 'horizontal',
  blocked = false,
}: LevelColumnProps) {
  const t = useUiText();
  const horizontal = orientation === 'horizontal';
  return (
    <li
      id={`level-${level}`}
      aria-label={t('battlePass.level', { level })}
      data-level={level}
      inert={blocked}
      className={`flex shrink-0 ${horizontal ? 'flex-col' : 'flex-row items-center'}`}
      style={horizontal ? HORIZONTAL_COLUMN_STYLE : VERTICAL_COLUMN_STYLE}
    >
      <RewardCell horizontal={horizontal}>
        {basicReward ? <RewardCard {...basicReward} track="basic" /> : <EmptyReward />}
      </RewardCell>
      <div
        className={
          horizontal ? 'flex w-full items-center' : 'flex w-24 shrink-0 items-center self-stretch'
        }
        style={horizontal ? { height: LEVEL_MARKER_HEIGHT } : undefined}
      >
        <LevelMarker level={level} progress={progress} state={state} />
      </div>
      <RewardCell horizontal={horizontal}>
        {premiumReward ? <RewardCard {...premiumReward} track="premium" /> : <EmptyReward />}
      </RewardCell>
    </li>
  );
}

function RewardCell({ horizontal, children }: { horizontal: boolean; children: ReactNode }) {
  return (
    <div
      className={horizontal ? 'w-full p-1' : 'h-full min-w-0 flex-1 p-1'}
      style={horizontal ? { height: LEVEL_CARD_HEIGHT } : undefined}
    >
      {children}
    </div>
  );
}

function EmptyReward() {
  return (
    <div aria-hidden className="size-full rounded-lg border border-dashed border-ink-muted/20" />
  );
}
