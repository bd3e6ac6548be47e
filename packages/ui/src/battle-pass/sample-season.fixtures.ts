// Sample data for stories and tests: a player part-way through an 8-level season.
import {
  battlePassRewardProgress,
  isRewardClaimable,
  rewardCardVisual,
  rewardTooltip,
} from '@levelup/domain/reward-progress';
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelColumnProps, LevelReward } from './level-column.tsx';
import { rewardCardLabel } from './lib/reward-card-props.ts';

// Inline images so that Storybook builds and runs offline.
const coin = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="24" fill="${fill}"/><circle cx="28" cy="28" r="15" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  );

type SampleReward = { name: string; amount: number; imagePath: string | null; gameName?: string };

const basicRewards: SampleReward[] = [
  { name: 'Gold', amount: 100, imagePath: coin('#ffc83d') },
  { name: 'Playpoints', amount: 50, imagePath: coin('#2ecc71') },
  { name: 'XP', amount: 250, imagePath: null },
];
const premiumRewards: SampleReward[] = [
  { name: 'Ally Token', amount: 5, imagePath: coin('#7c5cff') },
  { name: 'Legendary Sword', amount: 1, imagePath: coin('#ff4d5e'), gameName: 'Dragon Realms' },
  { name: '7 Days Booster', amount: 1, imagePath: null },
];

export type SampleSeasonParameters = {
  levelCount?: number;
  userLevel?: number;
  levelProgress?: number;
  hasPremium?: boolean;
  signedIn?: boolean;
};

/** Level columns as an app computes them with @levelup/domain. */
export function sampleSeasonLevels({
  levelCount = 8,
  userLevel = 3,
  levelProgress = 0.4,
  hasPremium = false,
  signedIn = true,
}: SampleSeasonParameters = {}): Array<Omit<LevelColumnProps, 'orientation' | 'blocked'>> {
  const reward = (level: number, track: RewardTrack): LevelReward => {
    const pool = track === 'basic' ? basicRewards : premiumRewards;
    const base = pool[level % pool.length] ?? { name: 'Gold', amount: 1, imagePath: null };
    const collected = track === 'basic' && level < userLevel;
    const progress = battlePassRewardProgress({
      level,
      userLevel,
      collectedAt: collected ? '2025-01-01T00:00:00Z' : null,
      signedIn,
    });
    const claim = { progress, track, hasPremium };
    // As the apps draw it: a reached premium reward without the pass stays locked (spec 1 §4, §6).
    const visual =
      progress === 'completed' && !isRewardClaimable(claim) ? 'locked' : rewardCardVisual(progress);
    const tooltip = rewardTooltip(claim);
    const gameName = base.gameName ?? null;
    return {
      ...base,
      visual,
      tooltip,
      label: rewardCardLabel({ level, track, ...base, gameName, visual, tooltip }),
      claimLabel: isRewardClaimable(claim) ? 'CLAIM' : undefined,
      onSelect: () => undefined,
    };
  };
  return Array.from({ length: levelCount }, (_, index) => {
    const level = index + 1;
    const state = level <= userLevel ? 'reached' : level === userLevel + 1 ? 'current' : 'upcoming';
    return {
      level,
      state,
      progress: state === 'reached' ? 1 : state === 'current' ? levelProgress : 0,
      basicReward: reward(level, 'basic'),
      premiumReward: level % 3 === 0 ? null : reward(level, 'premium'),
    };
  });
}
