import { expect, it } from 'vitest';
import { levelChallengeProgress } from './level-challenges.ts';

const stage = {
  id: 's',
  challenge: { id: 'c', title: 'Trial of the Forge' },
  missions: [
    { id: 'm1', title: 'Score 5,000 in one round', targetValue: 5000 },
    { id: 'm2', title: 'Win', targetValue: 2 },
  ],
};

it('sums the missions’ progress, each capped at its target, and is 0 before any event', () => {
  expect(levelChallengeProgress(stage, null)).toEqual({
    title: 'Trial of the Forge',
    progress: 0,
    target: 5002,
  });
  const userChallenge = {
    id: 'u',
    completedAt: null,
    rewardCollectedAt: null,
    userChallengeMissions: [
      { missionId: 'm1', progress: 9000, targetValue: 5000 },
      { missionId: 'm2', progress: 1, targetValue: 2 },
    ],
  };
  expect(levelChallengeProgress(stage, userChallenge)?.progress).toBe(5001);
});

it('has nothing to show for a level without a challenge', () => {
  expect(levelChallengeProgress(null, null)).toBeNull();
  expect(levelChallengeProgress({ ...stage, missions: [] }, null)).toBeNull();
});
