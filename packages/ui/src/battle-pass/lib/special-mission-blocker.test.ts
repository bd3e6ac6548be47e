import { describe, expect, it } from 'vitest';
import { specialMissionBlocker } from './special-mission-blocker.ts';
import type { TrackSpecialMission } from './track-data.ts';

const mission = (targetLevel: number): TrackSpecialMission => ({
  title: `Mission ${targetLevel}`,
  description: '',
  targetLevel,
  snowflakeBypassCost: null,
});
const levels = [
  { specialMission: null },
  { specialMission: mission(20) },
  { specialMission: mission(10) },
];

describe('specialMissionBlocker', () => {
  it('blocks a visitor after the lowest-target mission', () => {
    expect(specialMissionBlocker(levels, null)).toEqual({ mission: mission(10), fromLevel: 11 });
  });

  it('keeps a mission open while the player is at its level, then moves on to the next', () => {
    expect(specialMissionBlocker(levels, 10)?.fromLevel).toBe(11);
    expect(specialMissionBlocker(levels, 11)?.fromLevel).toBe(21);
  });

  it('is null without missions or once all are passed', () => {
    expect(specialMissionBlocker([{ specialMission: null }], null)).toBeNull();
    expect(specialMissionBlocker(levels, 21)).toBeNull();
  });
});
