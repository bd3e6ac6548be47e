import { describe, expect, it } from 'vitest';
import type { MissionsPanelQuery } from '@levelup/api/challenges';
import { challengeData, dailyMissionData, panelChallenges } from './missions-panel-view.ts';

type Challenge = MissionsPanelQuery['challenges'][number];
type Stage = Challenge['stages'][number];
type UserChallenge = Challenge['userChallenges'][number];

const NOW = Date.parse('2026-11-24T12:00:00Z');
const item = (type: string, name: string) =>
  ({
    itemKey: name.toUpperCase().replace(/ /g, '_'),
    type,
    name,
    description: '',
    imagePath: null,
    game: null,
  }) as never;
const chest = {
  itemKey: 'COMMON_CHEST',
  amount: 1,
  item: item('CHEST', 'Common Chest'),
  metadata: [],
};

const stage = (overrides: Partial<Stage> = {}): Stage => ({
  id: 's1',
  stage: 1,
  startAt: null,
  endAt: null,
  duration: '7 days',
  missions: [
    {
      id: 'm1',
      key: 'm1',
      title: 'Win 10 matches',
      description: '',
      gameKey: null,
      targetValue: 10,
      rewards: [],
      userMission: null,
    },
  ],
  stakes: [{ id: 'k1', rewards: [chest] }],
  ...overrides,
});

const challenge = (overrides: Partial<Challenge> = {}): Challenge => ({
  id: 'c1',
  key: 'weekly',
  type: 'Milestone',
  title: 'Weekly milestone',
  description: '',
  imagePath: null,
  gameKey: null,
  autoStart: false,
  battlePassId: null,
  battlePassLevel: null,
  stages: [stage()],
  userChallenges: [],
  ...overrides,
});

const userChallenge = (overrides: Partial<UserChallenge> = {}): UserChallenge => ({
  id: 'u1',
  challengeId: 'c1',
  stage: 1,
  challengeStakeId: null,
  startedAt: '2026-11-23T12:00:00Z',
  endsAt: '2026-11-30T12:00:00Z',
  completedAt: null,
  failedAt: null,
  cancelledAt: null,
  rewardReadyAt: null,
  rewardCollectedAt: null,
  userChallengeMissions: [{ missionId: 'm1', isPassed: false, progress: 4, targetValue: 10 }],
  ...overrides,
});

describe('a challenge in the missions panel (spec 2 §4 Challenge reward flow)', () => {
  it('moves from ENROLL to START to running to COLLECT to collected', () => {
    expect(challengeData(challenge(), NOW)?.status).toBe('notEnrolled');
    const enrolled = userChallenge({ startedAt: null, endsAt: null });
    expect(challengeData(challenge({ userChallenges: [enrolled] }), NOW)?.status).toBe('enrolled');
    const running = challengeData(challenge({ userChallenges: [userChallenge()] }), NOW);
    expect(running).toMatchObject({
      status: 'active',
      endsAt: Date.parse('2026-11-30T12:00:00Z'),
      rewardLabel: '1 Common Chest',
      missions: [{ title: 'Win 10 matches', progress: 4, target: 10, state: 'inProgress' }],
    });
    const ready = userChallenge({
      completedAt: '2026-11-24T11:00:00Z',
      rewardReadyAt: '2026-11-24T11:00:00Z',
    });
    expect(challengeData(challenge({ userChallenges: [ready] }), NOW)?.status).toBe('completed');
    const collected = { ...ready, rewardCollectedAt: '2026-11-24T11:30:00Z' };
    expect(challengeData(challenge({ userChallenges: [collected] }), NOW)?.status).toBe(
      'collected',
    );
  });

  it('shows every mission Passed once a battle pass user challenge is completed, Loading while syncing', () => {
    const trial = challenge({
      type: 'BattlePassMission',
      battlePassLevel: 10,
      battlePassId: 'bp1',
    });
    const done = userChallenge({
      completedAt: '2026-11-24T11:00:00Z',
      rewardReadyAt: '2026-11-24T11:00:00Z',
    });
    expect(challengeData({ ...trial, userChallenges: [done] }, NOW)?.missions[0]?.state).toBe(
      'passed',
    );
    expect(
      challengeData({ ...trial, userChallenges: [userChallenge()] }, NOW, true)?.missions[0]?.state,
    ).toBe('syncing');
    expect(
      challengeData({ ...trial, userChallenges: [userChallenge()] }, NOW)?.missions[0]?.state,
    ).toBe('inProgress');
  });

  it('is over when the player’s window ran out without completing it', () => {
    const late = userChallenge({
      startedAt: '2026-11-10T00:00:00Z',
      endsAt: '2026-11-17T00:00:00Z',
    });
    expect(challengeData(challenge({ userChallenges: [late] }), NOW)?.status).toBe('over');
  });

  it('counts an auto-started challenge without enrolling, and offers the next calendar stage after a collect', () => {
    expect(challengeData(challenge({ autoStart: true }), NOW)?.status).toBe('tracking');
    const calendar = challenge({
      type: 'Calendar',
      stages: [
        stage({ endAt: '2026-12-01T00:00:00Z', duration: null }),
        stage({
          id: 's2',
          stage: 2,
          startAt: '2026-12-01T00:00:00Z',
          endAt: '2026-12-08T00:00:00Z',
          duration: null,
        }),
      ],
      userChallenges: [
        userChallenge({
          rewardCollectedAt: '2026-11-24T00:00:00Z',
          completedAt: '2026-11-23T00:00:00Z',
        }),
      ],
    });
    expect(challengeData(calendar, NOW)).toMatchObject({
      status: 'upcoming',
      kindLabel: 'Calendar · stage 2 of 2',
      startsAt: Date.parse('2026-12-01T00:00:00Z'),
    });
  });

  it('lets a standalone mission be started, then collected on its own', () => {
    const standalone = challenge({ type: 'StandaloneMission', stages: [stage({ stakes: [] })] });
    expect(challengeData(standalone, NOW)?.status).toBe('startable');
    const started = challenge({
      type: 'StandaloneMission',
      stages: [
        stage({
          stakes: [],
          missions: [
            {
              id: 'm1',
              key: 'm1',
              title: 'Finish 3 races',
              description: '',
              gameKey: 'nebula-drift',
              targetValue: 3,
              rewards: [
                { itemKey: 'GOLD', amount: 40, item: item('CURRENCY', 'Gold'), metadata: [] },
              ],
              userMission: {
                id: 'um1',
                missionId: 'm1',
                period: 'once',
                progress: 3,
                startedAt: '2026-11-24T10:00:00Z',
                completedAt: '2026-11-24T11:00:00Z',
                rewardCollectedAt: null,
              },
            },
          ],
        }),
      ],
    });
    expect(challengeData(started, NOW)).toMatchObject({
      status: 'tracking',
      missions: [{ state: 'collectible', userMissionId: 'um1', rewardLabel: '40 Gold' }],
    });
  });
});

it('lists this season’s and platform-wide challenges, not the daily pool, other seasons or advent doors', () => {
  const listed = panelChallenges(
    [
      challenge({ id: 'a' }),
      challenge({ id: 'advent-door', type: 'Calendar' }),
      challenge({ id: 'pool', type: 'BattlePassMission', battlePassId: 'bp1' }),
      challenge({
        id: 'trial',
        type: 'BattlePassMission',
        battlePassId: 'bp1',
        battlePassLevel: 10,
      }),
      challenge({
        id: 'partner',
        type: 'BattlePassBlockerQuest',
        battlePassId: 'bp2',
        battlePassLevel: 20,
      }),
    ],
    'bp1',
  );
  expect(listed.map((entry) => entry.id)).toEqual(['a', 'trial']);
});

it('reads a daily mission as collectible once passed and collected after', () => {
  const entry = {
    progress: 1,
    isPassed: true,
    isCollectedReward: false,
    userMission: null,
    mission: {
      id: 'd1',
      key: 'd1',
      title: 'Play a match',
      description: '',
      gameKey: null,
      targetValue: 1,
      rewards: [
        {
          itemKey: 'BATTLE_PASS_XP',
          amount: 100,
          item: item('BATTLE_PASS_XP', 'Battle Pass XP'),
          metadata: [],
        },
      ],
    },
  } as MissionsPanelQuery['dailyMissions']['missions'][number];
  expect(dailyMissionData(entry)).toMatchObject({ state: 'collectible', rewardLabel: '+100 XP' });
  expect(dailyMissionData({ ...entry, isCollectedReward: true }).state).toBe('collected');
});
