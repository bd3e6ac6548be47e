import { describe, expect, it, vi } from 'vitest';
import { partnerLevels } from './partner-pass.fixtures.ts';
import { partnerTrackBlocker, partnerTrackLevels } from './partner-track.ts';

describe('partnerTrackLevels', () => {
  it('locks every reward for a visitor with the spec tooltips, in level order', () => {
    const levels = partnerTrackLevels([...partnerLevels].reverse(), () => undefined);
    expect(levels.map((entry) => entry.level)).toEqual([1, 2, 3]);
    expect(levels[0]).toMatchObject({
      state: 'upcoming',
      progress: 0,
      basicReward: {
        name: 'Gold',
        amount: 100,
        visual: 'locked',
        tooltip: 'Level up to claim',
        imagePath: '/images/items/gold.png',
      },
      premiumReward: {
        name: 'Dragon Sword',
        gameName: 'Dragon Realms',
        imagePath: '/images/games/dragon-realms.png',
        tooltip: 'Buy Premium Pass to claim',
      },
    });
    expect(levels[1]?.basicReward?.name).toBe('XP');
    expect(levels[2]?.premiumReward).toBeNull();
  });

  it('sends a click on any reward to sign-in', () => {
    const onSignIn = vi.fn();
    const [first] = partnerTrackLevels(partnerLevels, onSignIn);
    first?.basicReward?.onSelect?.();
    first?.premiumReward?.onSelect?.();
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });
});

describe('partnerTrackBlocker', () => {
  it('blocks the levels after the lowest special mission', () => {
    expect(partnerTrackBlocker(partnerLevels)).toMatchObject({
      fromLevel: 3,
      mission: { title: 'Win 3 matches', snowflakeBypassCost: 250 },
    });
  });

  it('is null without special missions', () => {
    expect(
      partnerTrackBlocker(partnerLevels.map((entry) => ({ ...entry, specialMission: null }))),
    ).toBeNull();
  });
});
