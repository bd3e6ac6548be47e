// A three-level season as the BattlePassPage query returns it, for the front ends' tests; pass
// overrides for a partner season.
import type {
  BattlePassLevelFieldsFragment,
  BattlePassPageQuery,
  RewardFieldsFragment,
} from '../battle-pass.ts';

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
  basicRewards: [],
  premiumRewards: [],
  specialMission: null,
  ...entry,
});

export const fixtureLevels: BattlePassLevelFieldsFragment[] = [
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

const allypassSeason: BattlePassPageQuery['battlePass'] = {
  id: 'bp1',
  name: 'Season 1',
  key: 's1',
  slug: 'season-1',
  season: 1,
  group: 'allypass',
  isWhiteLabel: false,
  seasonStartDate: '2025-01-01T00:00:00.000Z',
  seasonEndDate: '2025-03-01T00:00:00.000Z',
  noOfLevels: 3,
  emailTemplateId: null,
  avaxPass: false,
  xpItemKey: 'S1_XP',
  xpBoosters: [],
  premiumPassItemKey: 'S1_PREMIUM_PASS',
  supportedWalletIds: [],
  levels: fixtureLevels,
  theme: {
    logoPath: null,
    bannerPath: null,
    faqDisabled: false,
    themeSettings: {
      primaryColor: '#7c5cff',
      accentColor: '#ffc83d',
      surfaceColor: '#14121f',
      surfaceRaisedColor: '#1f1b30',
      inkColor: '#f4f2ff',
      inkMutedColor: '#b7b0d6',
      defaultAvatarPath: null,
    },
    copySettings: {
      title: 'Season 1: Genesis',
      tagline: 'Level up, earn rewards.',
      premiumPitch: 'Double the rewards.',
      anonymousUsername: null,
    },
  },
};

type Season = BattlePassPageQuery['battlePass'];
type SeasonOverrides = Partial<Omit<Season, 'theme'>> & {
  theme?: Partial<Omit<Season['theme'], 'themeSettings' | 'copySettings'>> & {
    themeSettings?: Partial<Season['theme']['themeSettings']>;
    copySettings?: Partial<Season['theme']['copySettings']>;
  };
};

/** The fixture season with overrides (theme settings and copy merge field by field). */
export function battlePassPageFixture(overrides: SeasonOverrides = {}): Season {
  const { theme = {}, ...rest } = overrides;
  return {
    ...allypassSeason,
    ...rest,
    theme: {
      ...allypassSeason.theme,
      ...theme,
      themeSettings: { ...allypassSeason.theme.themeSettings, ...theme.themeSettings },
      copySettings: { ...allypassSeason.theme.copySettings, ...theme.copySettings },
    },
  };
}

export const fixtureBattlePass = battlePassPageFixture();
