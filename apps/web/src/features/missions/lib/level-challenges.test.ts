import { expect, it } from 'vitest';
import { levelChallengeProgress } from './level-challenges.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const stage = {
  id: 's',
  startAt: null,
  endAt: null,
  duration: null,
  challenge: { id: 'c', title: 'Trial of the Forge' },
  missions: [
    { id: 'm1', title: 'Score 5,000 in one round', targetValue: 5000 },
    { id: 'm2', title: 'Win', targetValue: 2 },
  ],
};

it('sums the missions’ progress, each capped at its target, and is 0 before any event', () => {
  expect(levelChallengeProgress(stage, null, NOW)).toEqual({
    title: 'Trial of the Forge',
    progress: 0,
    target: 5002,
    state: 'inProgress',
  });
  const userChallenge = {
    id: 'u',
    startedAt: '2026-11-20T00:00:00Z',
    endsAt: null,
    completedAt: null,
    failedAt: null,
    rewardCollectedAt: null,
    userChallengeMissions: [
      { missionId: 'm1', progress: 9000, targetValue: 5000 },
      { missionId: 'm2', progress: 1, targetValue: 2 },
    ],
  };
  expect(levelChallengeProgress(stage, userChallenge, NOW)).toMatchObject({
    progress: 5001,
    state: 'inProgress',
  });
  const done = { ...userChallenge, completedAt: '2026-11-23T00:00:00Z' };
  expect(levelChallengeProgress(stage, done, NOW)?.state).toBe('completed');
  const collected = { ...done, rewardCollectedAt: '2026-11-23T01:00:00Z' };
  expect(levelChallengeProgress(stage, collected, NOW)?.state).toBe('success');
  const failed = { ...userChallenge, failedAt: '2026-11-23T00:00:00Z' };
  expect(levelChallengeProgress(stage, failed, NOW)?.state).toBe('failed');
});

it('has nothing to show for a level without a challenge', () => {
  expect(levelChallengeProgress(null, null, NOW)).toBeNull();
  expect(levelChallengeProgress({ ...stage, missions: [] }, null, NOW)).toBeNull();
});
