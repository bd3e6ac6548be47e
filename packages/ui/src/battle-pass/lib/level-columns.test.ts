import { describe, expect, it, vi } from 'vitest';
import { VISITOR } from './battle-pass-viewer.ts';
import { fixtureLevels } from './track.fixtures.ts';
import { levelColumns, levelMarker } from './level-columns.ts';

const player = { signedIn: true, userLevel: 1, levelProgress: 0.4, hasPremium: false };

describe('levelColumns', () => {
  it('shows a visitor every reward locked with the spec tooltips (spec 1 §6)', () => {
    const columns = levelColumns({
      levels: fixtureLevels,
      viewer: VISITOR,
      offSeason: false,
      onSelectReward: () => undefined,
    });
    expect(columns.map((column) => column.level)).toEqual([1, 2, 3]);
    expect(columns[0]).toMatchObject({
      state: 'upcoming',
      progress: 0,
      basicReward: {
        name: 'Gold',
        amount: 100,
        visual: 'locked',
        tooltip: 'Level up to claim',
        gameName: null,
        label: 'Level 1 free reward: 100 Gold, locked. Level up to claim',
      },
      premiumReward: {
        name: 'Dragon Sword',
        gameName: 'Dragon Realms',
        imagePath: '/images/games/dragon-realms.png',
        visual: 'locked',
        tooltip: 'Buy Premium Pass to claim',
      },
    });
    expect(columns[1]?.basicReward?.name).toBe('XP');
    expect(columns[2]?.premiumReward).toBeNull();
  });

  it('sorts levels and reports the selected reward with its level and track', () => {
    const onSelectReward = vi.fn();
    const columns = levelColumns({
      levels: [...fixtureLevels].reverse(),
      viewer: VISITOR,
      offSeason: false,
      onSelectReward,
    });
    expect(columns.map((column) => column.level)).toEqual([1, 2, 3]);
    columns[1]?.premiumReward?.onSelect?.();
    expect(onSelectReward).toHaveBeenCalledWith({
      level: 2,
      track: 'premium',
      reward: fixtureLevels[1]?.premiumRewards[0],
    });
  });

  it('unlocks the free rewards a player has reached and keeps premium behind the pass', () => {
    const columns = levelColumns({
      levels: fixtureLevels,
      viewer: player,
      offSeason: false,
      onSelectReward: () => undefined,
    });
    expect(columns[0]?.basicReward).toMatchObject({
      visual: 'unlocked',
      tooltip: null,
      label: 'Level 1 free reward: 100 Gold, unlocked',
    });
    expect(columns[0]?.premiumReward).toMatchObject({
      visual: 'locked',
      tooltip: 'Buy Premium Pass to claim',
    });
    expect(columns[1]?.basicReward).toMatchObject({
      visual: 'locked',
      tooltip: 'Level up to claim',
    });
  });

  it('offers CLAIM on claimable rewards only, and marks the ones being claimed', () => {
    const columns = levelColumns({
      levels: fixtureLevels,
      viewer: { ...player, hasPremium: true },
      offSeason: false,
      onSelectReward: () => undefined,
      claimingRewardIds: new Set(['r2']),
    });
    expect(columns[0]?.basicReward).toMatchObject({ claimLabel: 'CLAIM', claiming: false });
    expect(columns[0]?.premiumReward).toMatchObject({ claimLabel: 'CLAIM', claiming: true });
    expect(columns[1]?.basicReward?.claimLabel).toBeUndefined();
  });

  it('offers no CLAIM on a reached premium reward without the pass, nor to a visitor', () => {
    const [player1] = levelColumns({
      levels: fixtureLevels,
      viewer: player,
      offSeason: false,
      onSelectReward: () => undefined,
    });
    expect(player1?.premiumReward?.claimLabel).toBeUndefined();
    const [visitor1] = levelColumns({
      levels: fixtureLevels,
      viewer: VISITOR,
      offSeason: false,
      onSelectReward: () => undefined,
    });
    expect(visitor1?.basicReward?.claimLabel).toBeUndefined();
  });

  it('draws a collected reward as collected', () => {
    const levels = fixtureLevels.map((entry) =>
      entry.level === 1 ? { ...entry, basicCollectedAt: '2025-01-02T00:00:00Z' } : entry,
    );
    const columns = levelColumns({
      levels,
      viewer: player,
      offSeason: false,
      onSelectReward: () => undefined,
    });
    expect(columns[0]?.basicReward).toMatchObject({ visual: 'collected', tooltip: null });
    expect(columns[0]?.basicReward?.claimLabel).toBeUndefined();
  });
});

describe('levelMarker', () => {
  it('is upcoming and empty for a visitor', () => {
    expect(levelMarker(1, VISITOR)).toEqual({ state: 'upcoming', progress: 0 });
  });

  it('is reached up to the player level, current just above, upcoming after', () => {
    expect(levelMarker(1, player)).toEqual({ state: 'reached', progress: 1 });
    expect(levelMarker(2, player)).toEqual({ state: 'current', progress: 0.4 });
    expect(levelMarker(3, player)).toEqual({ state: 'upcoming', progress: 0 });
  });
});
