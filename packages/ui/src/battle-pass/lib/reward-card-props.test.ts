import { describe, expect, it } from 'vitest';
import { VISITOR } from './battle-pass-viewer.ts';
import { rewardCardLabel, rewardCardView, rewardImagePath } from './reward-card-props.ts';
import { fixtureLevels } from './track.fixtures.ts';

describe('rewardImagePath', () => {
  const game = {
    id: 'g',
    name: 'Game',
    assets: [
      { assetKey: 'BANNER', assetValue: '/b.png' },
      { assetKey: 'THUMBNAIL', assetValue: '/t.png' },
    ],
  };
  const item = {
    itemKey: 'X',
    type: 'IN_GAME_ITEM' as const,
    name: 'X',
    description: null,
    imagePath: null,
    game,
  };

  it('prefers the item image', () => {
    expect(rewardImagePath({ ...item, imagePath: '/i.png' })).toBe('/i.png');
  });

  it("falls back to the game's THUMBNAIL asset, then to none", () => {
    expect(rewardImagePath(item)).toBe('/t.png');
    expect(rewardImagePath({ ...item, game: null })).toBeNull();
  });
});

describe('rewardCardLabel', () => {
  const locked = { level: 5, name: 'Gold', amount: 100, gameName: null, visual: 'locked' } as const;

  it('names the level, the track, the reward, its state and the tooltip (spec 1 §6)', () => {
    expect(rewardCardLabel({ ...locked, track: 'basic', tooltip: 'Level up to claim' })).toBe(
      'Level 5 free reward: 100 Gold, locked. Level up to claim',
    );
    expect(
      rewardCardLabel({ ...locked, track: 'premium', tooltip: 'Buy Premium Pass to claim' }),
    ).toBe('Level 5 premium reward: 100 Gold, locked. Buy Premium Pass to claim');
  });

  it('adds the game of an in-game item and leaves out a missing tooltip and an amount of one', () => {
    expect(
      rewardCardLabel({
        level: 2,
        track: 'premium',
        name: 'Dragon Sword',
        amount: 1,
        gameName: 'Dragon Realms',
        visual: 'collected',
        tooltip: null,
      }),
    ).toBe('Level 2 premium reward: Dragon Sword (Dragon Realms), collected');
  });
});

describe('rewardCardView', () => {
  it("labels the card for the viewer's state", () => {
    const reward = fixtureLevels[0]?.premiumRewards[0];
    if (!reward) throw new Error('fixture without a premium reward');
    const view = rewardCardView(reward, {
      level: 1,
      track: 'premium',
      collectedAt: null,
      viewer: VISITOR,
      offSeason: false,
    });
    expect(view.label).toBe(
      'Level 1 premium reward: Dragon Sword (Dragon Realms), locked. Buy Premium Pass to claim',
    );
  });
});
