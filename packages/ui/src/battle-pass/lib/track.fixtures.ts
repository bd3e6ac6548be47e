// A three-level season with the fields the track reads, for tests: a special mission on level 2.
import type { TrackLevel, TrackReward } from './track-data.ts';

type Item = TrackReward['item'];

const gold: Item = {
  type: 'CURRENCY',
  name: 'Gold coins',
  imagePath: '/images/items/gold.png',
  game: null,
};
const xp: Item = { type: 'BATTLE_PASS_XP', name: 'Season XP', imagePath: null, game: null };
const sword: Item = {
  type: 'IN_GAME_ITEM',
  name: 'Dragon Sword',
  imagePath: null,
  game: {
    name: 'Dragon Realms',
    assets: [{ assetKey: 'THUMBNAIL', assetValue: '/images/games/dragon-realms.png' }],
  },
};

const reward = (id: string, itemKey: string, item: Item, amount: number): TrackReward => ({
  id,
  itemKey,
  amount,
  item,
});

const level = (entry: Partial<TrackLevel> & { level: number }): TrackLevel => ({
  basicCollectedAt: null,
  premiumCollectedAt: null,
  basicRewards: [],
  premiumRewards: [],
  specialMission: null,
  ...entry,
});

export const fixtureLevels: TrackLevel[] = [
  level({
    level: 1,
    basicRewards: [reward('r1', 'GOLD', gold, 100)],
    premiumRewards: [reward('r2', 'DRAGON_SWORD', sword, 1)],
  }),
  level({
    level: 2,
    basicRewards: [reward('r3', 'S1_XP', xp, 250)],
    premiumRewards: [reward('r4', 'GOLD', gold, 500)],
    specialMission: {
      title: 'Win 3 matches',
      description: 'Win three ranked matches in Dragon Realms.',
      targetLevel: 2,
      snowflakeBypassCost: 250,
    },
  }),
  level({ level: 3, basicRewards: [reward('r5', 'GOLD', gold, 150)], premiumRewards: [] }),
];

/** The season's dates and levels, as battlePassPageProps takes them. */
export const fixtureSeason = {
  seasonStartDate: '2025-01-01T00:00:00.000Z',
  seasonEndDate: '2025-03-01T00:00:00.000Z',
  levels: fixtureLevels,
};
