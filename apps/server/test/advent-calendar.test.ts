// spec 1 §2 /advent-calendar (issue 14 Build 5): the adventCalendar query answers December's Calendar
// challenges of a year — a door per day, ended days included, in day order — with the viewer's user
// challenges; the demo data has one door per day from December 1 to 24.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCatalog } from '#modules/challenges/catalog.ts';
import { createChallenge, setUserChallenge } from './support/challenges-fixture.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const adventQuery = /* GraphQL */ `
  query Advent($year: Int) {
    adventCalendar(year: $year) {
      id
      key
      type
      title
      stages {
        startAt
        endAt
        stakes {
          rewards {
            itemKey
          }
        }
      }
      userChallenges {
        id
        rewardCollectedAt
      }
    }
  }
`;

type Door = {
  id: string;
  key: string;
  type: string;
  title: string;
  stages: Array<{
    startAt: string;
    endAt: string;
    stakes: Array<{ rewards: Array<{ itemKey: string }> }>;
  }>;
  userChallenges: Array<{ id: string; rewardCollectedAt: string | null }>;
};

const utc = (text: string) => new Date(text);
let server: TestServer;
let fixtures: { second: number; first: number; ended: number };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  // Inserted before the first request, so the season cache's one load holds them too.
  const day = (date: string, type: 'Calendar' | 'Default' = 'Calendar') =>
    createChallenge(db, {
      type,
      autoStart: true,
      missionCount: 1,
      stage: {
        startAt: utc(`${date}T00:00:00Z`),
        endAt: new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000),
      },
    });
  const second = await day('2030-12-02');
  const first = await day('2030-12-01');
  await day('2030-12-03', 'Default');
  await day('2030-11-30');
  await day('2031-01-01');
  const ended = await day('2025-12-05');
  fixtures = { second: second.challengeId, first: first.challengeId, ended: ended.challengeId };
});
afterAll(() => server?.close());

describe('the advent calendar', () => {
  it('answers the demo data: one door a day from December 1 to 24, the last a golden stocking', async () => {
    const doors = dataOf<Door[]>(
      await server.graphql(adventQuery, { year: 2026 }),
      'adventCalendar',
    );
    expect(doors.map((door) => door.key)).toEqual(
      Array.from(
        { length: 24 },
        (_, index) => `advent-2026-day-${String(index + 1).padStart(2, '0')}`,
      ),
    );
    expect(new Set(doors.map((door) => door.type))).toEqual(new Set(['Calendar']));
    expect(doors[0]!.stages[0]).toMatchObject({
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-02T00:00:00.000Z',
    });
    expect(doors[23]!.stages[0]!.stakes[0]!.rewards).toEqual([
      { itemKey: 'ADVENT_GOLDEN_STOCKING' },
    ]);
    // A visitor sees the doors without progress.
    expect(doors.every((door) => door.userChallenges.length === 0)).toBe(true);
  });

  it("lists only that December's Calendar challenges, by day, from the cache and the database alike", async () => {
    const doors = dataOf<Door[]>(
      await server.graphql(adventQuery, { year: 2030 }),
      'adventCalendar',
    );
    expect(doors.map((door) => Number(door.id))).toEqual([fixtures.first, fixtures.second]);
    const fromDatabase = await databaseCatalog(server.handle.db).calendarChallengeIds({
      from: utc('2030-12-01T00:00:00Z'),
      to: utc('2031-01-01T00:00:00Z'),
    });
    expect(fromDatabase).toEqual([fixtures.first, fixtures.second]);
  });

  it("keeps ended doors, with the player's own progress and nobody else's", async () => {
    const player = await createPlayer(server);
    const other = await createPlayer(server, 'other');
    const collectedAt = utc('2025-12-05T18:00:00Z');
    await setUserChallenge(server.handle.db, {
      userId: player.id,
      challengeId: fixtures.ended,
      stage: 1,
      startedAt: utc('2025-12-05T10:00:00Z'),
      completedAt: collectedAt,
      rewardReadyAt: collectedAt,
      rewardCollectedAt: collectedAt,
    });
    const mine = dataOf<Door[]>(
      await player.graphql(adventQuery, { year: 2025 }),
      'adventCalendar',
    );
    expect(mine.map((door) => Number(door.id))).toEqual([fixtures.ended]);
    expect(mine[0]!.userChallenges).toEqual([
      { id: expect.any(String), rewardCollectedAt: collectedAt.toISOString() },
    ]);
    const theirs = dataOf<Door[]>(
      await other.graphql(adventQuery, { year: 2025 }),
      'adventCalendar',
    );
    expect(theirs[0]!.userChallenges).toEqual([]);
  });

  it('refuses a year that is not a four-digit year', async () => {
    expect(errorOf(await server.graphql(adventQuery, { year: 99 }))).toMatchObject({
      code: 'invalid-input',
      message: 'The advent calendar year is a four-digit year.',
    });
  });
});
