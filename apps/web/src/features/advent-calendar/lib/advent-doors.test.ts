import { describe, expect, it } from 'vitest';
import type { AdventCalendarQuery } from '@levelup/api/challenges';
import { adventDoors, featuredDoor } from './advent-doors.ts';

type Door = AdventCalendarQuery['adventCalendar'][number];
type UserChallenge = Door['userChallenges'][number];

const NOW = Date.parse('2026-12-03T12:00:00Z');
const stocking = {
  itemKey: 'ADVENT_STOCKING',
  amount: 1,
  item: {
    itemKey: 'ADVENT_STOCKING',
    type: 'CHEST',
    name: 'Advent Stocking',
    description: '',
    imagePath: null,
    game: null,
  },
  metadata: [],
} as never;

const door = (day: number, userChallenges: UserChallenge[] = []): Door => {
  const startAt = `2026-12-${String(day).padStart(2, '0')}T00:00:00.000Z`;
  return {
    id: `c${day}`,
    key: `advent-2026-day-${day}`,
    type: 'Calendar',
    title: `Advent calendar · December ${day}`,
    description: '',
    imagePath: null,
    gameKey: null,
    autoStart: true,
    battlePassId: null,
    battlePassLevel: null,
    stages: [
      {
        id: `s${day}`,
        stage: 1,
        startAt,
        endAt: new Date(Date.parse(startAt) + 86_400_000).toISOString(),
        duration: null,
        missions: [
          {
            id: `m${day}`,
            key: `m${day}`,
            title: 'Win a match',
            description: '',
            gameKey: null,
            targetValue: 1,
            rewards: [],
            userMission: null,
          },
        ],
        stakes: [{ id: `k${day}`, rewards: [stocking] }],
      },
    ],
    userChallenges,
  };
};

const userChallenge = (day: number, overrides: Partial<UserChallenge> = {}): UserChallenge => ({
  id: `uc${day}`,
  challengeId: `c${day}`,
  stage: 1,
  challengeStakeId: null,
  startedAt: `2026-12-0${day}T08:00:00.000Z`,
  endsAt: `2026-12-0${day + 1}T00:00:00.000Z`,
  completedAt: null,
  failedAt: null,
  cancelledAt: null,
  rewardReadyAt: null,
  rewardCollectedAt: null,
  userChallengeMissions: [],
  ...overrides,
});

describe('advent doors', () => {
  it("shows each door's state on December 3: collected, missed, open today, shut until its day", () => {
    const collected = '2026-12-01T09:00:00.000Z';
    const doors = adventDoors(
      [
        door(4),
        door(3),
        door(2),
        door(1, [
          userChallenge(1, {
            completedAt: collected,
            rewardReadyAt: collected,
            rewardCollectedAt: collected,
          }),
        ]),
      ],
      NOW,
    );
    expect(doors.map((entry) => [entry.day, entry.state])).toEqual([
      [1, 'collected'],
      [2, 'missed'],
      [3, 'open'],
      [4, 'locked'],
    ]);
    expect(doors[2]!.challenge.rewardLabel).toBe('1 Advent Stocking');
    expect(featuredDoor(doors)?.day).toBe(3);
  });

  it('features a door whose reward is ready before today’s', () => {
    const done = '2026-12-02T20:00:00.000Z';
    const doors = adventDoors(
      [door(2, [userChallenge(2, { completedAt: done, rewardReadyAt: done })]), door(3)],
      NOW,
    );
    expect(doors.map((entry) => entry.state)).toEqual(['ready', 'open']);
    expect(doors[0]!.challenge.status).toBe('completed');
    expect(featuredDoor(doors)?.day).toBe(2);
  });

  it('features the next door to open before December, and none without doors', () => {
    const doors = adventDoors([door(1), door(2)], Date.parse('2026-11-25T12:00:00Z'));
    expect(doors.map((entry) => entry.state)).toEqual(['locked', 'locked']);
    expect(featuredDoor(doors)?.day).toBe(1);
    expect(featuredDoor([])).toBeNull();
  });
});
