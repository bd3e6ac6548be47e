import { describe, expect, it } from 'vitest';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import type { GamesPageQuery } from '@levelup/api/games';
import { gameCatalogue } from './game-catalogue.ts';

type Level = BattlePassPageQuery['battlePass']['levels'][number];
type Reward = Level['basicRewards'][number];

const reward = (id: string, name: string, gameId: string | null, amount = 1): Reward => ({
  id,
  itemKey: id,
  amount,
  used: false,
  metadata: [],
  item: {
    itemKey: id,
    type: 'IN_GAME_ITEM',
    name,
    description: null,
    imagePath: null,
    game: gameId ? { id: gameId, name: gameId, assets: [] } : null,
  },
});

const level = (n: number, basic: Reward[], premium: Reward[] = []) =>
  ({
    level: n,
    requiredXp: n * 1000,
    basicCollectedAt: null,
    premiumCollectedAt: null,
    basicRewards: basic,
    premiumRewards: premium,
    specialMission: null,
  }) as Level;

const page: GamesPageQuery = {
  games: [
    {
      id: 'nebula-drift',
      name: 'Nebula Drift',
      assets: [{ assetKey: 'THUMBNAIL', assetValue: '/images/games/nebula-drift.svg' }],
    },
    { id: 'starforge-arena', name: 'Starforge Arena', assets: [] },
  ],
  challenges: [
    {
      id: 'c1',
      title: 'Racing week',
      gameKey: 'nebula-drift',
      missions: [
        { id: 'm1', title: 'Finish 3 races', description: 'Any track.', gameKey: null },
        { id: 'm2', title: 'Win a match', description: '', gameKey: 'starforge-arena' },
      ],
    },
    {
      id: 'c2',
      title: 'Platform',
      gameKey: null,
      missions: [{ id: 'm3', title: 'Like 5 posts', description: '', gameKey: null }],
    },
  ],
};

describe('gameCatalogue (spec 1 §2 /games)', () => {
  it('gives each game its art, the missions it feeds and its pass rewards by level', () => {
    const levels = [
      level(
        1,
        [reward('r1', 'Drift Decal', 'nebula-drift')],
        [reward('r2', 'Arena Skin', 'starforge-arena')],
      ),
      level(2, [reward('r3', 'Gold', null, 100)], [reward('r4', 'Drift Trail', 'nebula-drift', 2)]),
    ];
    expect(gameCatalogue(page, levels)).toEqual([
      {
        id: 'nebula-drift',
        name: 'Nebula Drift',
        thumbnailPath: '/images/games/nebula-drift.svg',
        missions: [{ id: 'm1', title: 'Finish 3 races', description: 'Any track.' }],
        passRewards: [
          { id: 'r1', level: 1, premium: false, name: 'Drift Decal', amount: 1 },
          { id: 'r4', level: 2, premium: true, name: 'Drift Trail', amount: 2 },
        ],
      },
      {
        id: 'starforge-arena',
        name: 'Starforge Arena',
        thumbnailPath: null,
        missions: [{ id: 'm2', title: 'Win a match', description: '' }],
        passRewards: [{ id: 'r2', level: 1, premium: true, name: 'Arena Skin', amount: 1 }],
      },
    ]);
  });
});
