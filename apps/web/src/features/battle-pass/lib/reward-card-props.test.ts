import { describe, expect, it } from 'vitest';
import { rewardImagePath } from './reward-card-props.ts';

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
