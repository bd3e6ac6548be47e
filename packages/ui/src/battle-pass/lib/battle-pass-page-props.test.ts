import { describe, expect, it } from 'vitest';
import { VISITOR } from './battle-pass-viewer.ts';
import { fixtureSeason } from './track.fixtures.ts';
import { battlePassPageProps } from './battle-pass-page-props.ts';

const inSeason = Date.parse('2025-02-01T00:00:00Z');

describe('battlePassPageProps', () => {
  it('is in season between the start and end dates and blocks after the special mission level', () => {
    const view = battlePassPageProps({
      battlePass: fixtureSeason,
      viewer: VISITOR,
      now: inSeason,
      onSelectReward: () => undefined,
    });
    expect(view.offSeason).toBe(false);
    expect(view.levels).toHaveLength(3);
    expect(view.blocker).toEqual({
      fromLevel: 3,
      missionTitle: 'Win 3 matches',
      missionDescription: 'Win three ranked matches in Dragon Realms.',
      snowflakeBypassCost: 250,
    });
  });

  it('is off-season after the end date and without an end date (spec 1 §4)', () => {
    const after = battlePassPageProps({
      battlePass: fixtureSeason,
      viewer: VISITOR,
      now: Date.parse('2025-03-02T00:00:00Z'),
      onSelectReward: () => undefined,
    });
    expect(after.offSeason).toBe(true);
    const open = battlePassPageProps({
      battlePass: { ...fixtureSeason, seasonEndDate: null },
      viewer: VISITOR,
      now: inSeason,
      onSelectReward: () => undefined,
    });
    expect(open.offSeason).toBe(true);
  });

  it('has no blocker when no level carries a special mission', () => {
    const levels = fixtureSeason.levels.map((entry) => ({ ...entry, specialMission: null }));
    const view = battlePassPageProps({
      battlePass: { ...fixtureSeason, levels },
      viewer: VISITOR,
      now: inSeason,
      onSelectReward: () => undefined,
    });
    expect(view.blocker).toBeNull();
  });

  it('marks the rewards being claimed on their cards', () => {
    const view = battlePassPageProps({
      battlePass: fixtureSeason,
      viewer: { signedIn: true, userLevel: 1, levelProgress: 0.5, hasPremium: false },
      now: inSeason,
      onSelectReward: () => undefined,
      claimingRewardIds: new Set(['r1']),
    });
    expect(view.levels[0]?.basicReward).toMatchObject({ claimLabel: 'CLAIM', claiming: true });
  });
});
