// A three-level partner season as the BattlePassPage query returns it, for tests.
import type {
  BattlePassLevelFieldsFragment,
  BattlePassPageQuery,
  RewardFieldsFragment,
} from '@levelup/api/battle-pass';

type Item = RewardFieldsFragment['item'];

const gold: Item = {
  itemKey: 'GOLD',
  type: 'CURRENCY',
  name: 'Gold coins',
  description: null,
  imagePath: '/images/items/gold.png',
  game: null,
};
const xp: Item = {
  itemKey: 'S1_XP',
  type: 'BATTLE_PASS_XP',
  name: 'Season XP',
  description: null,
  imagePath: null,
  game: null,
};
const sword: Item = {
  itemKey: 'DRAGON_SWORD',
  type: 'IN_GAME_ITEM',
  name: 'Dragon Sword',
  description: 'A sharp sword. It glows.',
  imagePath: null,
  game: {
    id: 'g1',
    name: 'Dragon Realms',
    assets: [{ assetKey: 'THUMBNAIL', assetValue: '/images/games/dragon-realms.png' }],
  },
};

const reward = (id: string, item: Item, amount: number): RewardFieldsFragment => ({
  id,
  itemKey: item.itemKey,
  amount,
  used: false,
  item,
  metadata: [],
});

const level = (
  entry: Partial<BattlePassLevelFieldsFragment> & { level: number },
): BattlePassLevelFieldsFragment => ({
  requiredXp: entry.level * 1000,
  basicCollectedAt: null,
  premiumCollectedAt: null,
  basicRewards: [],
  premiumRewards: [],
  specialMission: null,
  ...entry,
});

export const partnerLevels: BattlePassLevelFieldsFragment[] = [
  level({
    level: 1,
    basicRewards: [reward('r1', gold, 100)],
    premiumRewards: [reward('r2', sword, 1)],
  }),
  level({
    level: 2,
    basicRewards: [reward('r3', xp, 250)],
    premiumRewards: [reward('r4', gold, 500)],
    specialMission: {
      id: 'm1',
      challengeId: 'c1',
      title: 'Win 3 matches',
      description: 'Win three ranked matches in Dragon Realms.',
      targetLevel: 2,
      snowflakeBypassCost: 250,
    },
  }),
  level({ level: 3, basicRewards: [reward('r5', gold, 150)], premiumRewards: [] }),
];

export const partnerBattlePass: BattlePassPageQuery['battlePass'] = {
  id: 'bp1',
  name: 'Nebula Guild: First Light',
  key: 's1',
  slug: 'season-1',
  season: 1,
  group: 'nebula-guild',
  isWhiteLabel: true,
  seasonStartDate: '2025-01-01T00:00:00.000Z',
  seasonEndDate: '2025-03-01T00:00:00.000Z',
  noOfLevels: 3,
  emailTemplateId: null,
  avaxPass: false,
  xpItemKey: 'S1_XP',
  xpBoosters: [],
  premiumPassItemKey: 'S1_PREMIUM_PASS',
  supportedWalletIds: [],
  levels: partnerLevels,
  theme: {
    logoPath: '/images/seasons/nebula-guild-logo.svg',
    bannerPath: '/images/seasons/nebula-guild-banner.svg',
    faqDisabled: false,
    themeSettings: {
      primaryColor: '#14d3c5',
      accentColor: '#ff4fa3',
      surfaceColor: '#14121f',
      surfaceRaisedColor: '#1f1b30',
      inkColor: '#f4f2ff',
      inkMutedColor: '#b7b0d6',
      defaultAvatarPath: null,
    },
    copySettings: {
      title: 'First Light',
      tagline: 'Level up, earn rewards.',
      premiumPitch: 'Double the rewards.',
    },
  },
};
