// Weekly gold bonus and badge golds (spec 2 §3 weekly claimable gold, §4, §7; issue 12 Build 7): the
// documented rule over last UTC week's activity, each claim exactly once per week under concurrency
// (real races on PostgreSQL; PGlite runs the same requests one transaction at a time).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#db/schema/users.ts';
import { weeklyGoldAmount } from '#modules/rewards/weekly-gold-rule.ts';
import { previousWeek, weekStart } from '#modules/rewards/weeks.ts';
import { balanceOf, createPlayer, dataOf, grantItem } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// The server lives one week ahead: what players do now is "last week" to it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + WEEK_MS) });
});
afterAll(() => server.close());

const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

const weeklyQuery = /* GraphQL */ `
  query Weekly {
    weeklyClaimableGold {
      claimableAmount
      week
      missionsCompleted
      activeDays
    }
  }
`;
const claimWeekly = /* GraphQL */ `
  mutation ClaimWeekly {
    claimWeeklyGold {
      claimedAmount
    }
  }
`;
const badgesQuery = /* GraphQL */ `
  query Badges {
    claimableBadgeGolds {
      claimableAmount
      badges {
        itemKey
        amount
        item {
          name
        }
      }
    }
  }
`;
const claimBadges = /* GraphQL */ `
  mutation ClaimBadges {
    claimBadgeGolds {
      claimedAmount
    }
  }
`;

const goldEntries = (userId: string, reason: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, reason)));

describe('the weekly gold rule', () => {
  it('pays per active day and per mission, capped', () => {
    expect(weeklyGoldAmount({ activeDays: 0, missionsCompleted: 0 })).toBe(0);
    expect(weeklyGoldAmount({ activeDays: 3, missionsCompleted: 4 })).toBe(3 * 20 + 4 * 10);
    expect(weeklyGoldAmount({ activeDays: 7, missionsCompleted: 100 })).toBe(300);
  });

  it('weeks run Monday to Monday, UTC', () => {
    const sunday = new Date('2026-11-29T23:59:59Z');
    expect(weekStart(sunday).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(previousWeek(new Date('2026-11-23T00:00:00Z')).from.toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });
});

describe(`weekly gold bonus (${target})`, () => {
  it("20 concurrent claims of last week's bonus: one credit, the others answer 0", async () => {
    const player = await createPlayer(server);
    const idle = await createPlayer(server);
    await grantItem(server, player, 'PLAYPOINT', 5);
    const before = dataOf<{ claimableAmount: number; activeDays: number; week: string }>(
      await player.graphql(weeklyQuery),
      'weeklyClaimableGold',
    );
    expect(before).toMatchObject({ claimableAmount: 20, activeDays: 1, missionsCompleted: 0 });
    expect(before.week).toBe(weekStart(new Date()).toISOString().slice(0, 10));

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        dataOf<{ claimedAmount: number }>(await player.graphql(claimWeekly), 'claimWeeklyGold'),
      ),
    );
    expect(answers.map((answer) => answer.claimedAmount).sort((a, b) => b - a)).toEqual([
      20,
      ...Array<number>(19).fill(0),
    ]);
    expect(await goldEntries(player.id, 'WEEKLY_GOLD_BONUS')).toHaveLength(1);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(20);
    expect(
      dataOf<{ claimableAmount: number }>(await player.graphql(weeklyQuery), 'weeklyClaimableGold')
        .claimableAmount,
    ).toBe(0);
    // Nothing done last week: nothing to claim, and claiming answers 0.
    expect(
      dataOf<{ claimedAmount: number }>(await idle.graphql(claimWeekly), 'claimWeeklyGold'),
    ).toEqual({ claimedAmount: 0 });
  });
});

describe(`badge golds (${target})`, () => {
  it("a badge holder claims the collection's weekly gold once, even with 20 claims at once", async () => {
    const holder = await createPlayer(server);
    const none = await createPlayer(server);
    await grantItem(server, holder, 'BADGE_AURORA_PILOTS', 1);
    await grantItem(server, holder, 'BADGE_FROSTBYTE_FOUNDERS', 2);
    const claimable = dataOf<{
      claimableAmount: number;
      badges: { itemKey: string; amount: number }[];
    }>(await holder.graphql(badgesQuery), 'claimableBadgeGolds');
    expect(claimable.claimableAmount).toBe(250 + 100);
    expect(claimable.badges.map(({ itemKey, amount }) => ({ itemKey, amount }))).toEqual([
      { itemKey: 'BADGE_AURORA_PILOTS', amount: 250 },
      { itemKey: 'BADGE_FROSTBYTE_FOUNDERS', amount: 100 },
    ]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        dataOf<{ claimedAmount: number }>(await holder.graphql(claimBadges), 'claimBadgeGolds'),
      ),
    );
    expect(answers.map((answer) => answer.claimedAmount).sort((a, b) => b - a)).toEqual([
      350,
      ...Array<number>(19).fill(0),
    ]);
    expect(await goldEntries(holder.id, 'CLAIM_BADGE_GOLD')).toHaveLength(2);
    expect(await balanceOf(db(), holder.id, 'GOLD')).toBe(350);
    expect(dataOf(await holder.graphql(badgesQuery), 'claimableBadgeGolds')).toEqual({
      claimableAmount: 0,
      badges: [],
    });
    expect(dataOf(await none.graphql(badgesQuery), 'claimableBadgeGolds')).toEqual({
      claimableAmount: 0,
      badges: [],
    });
  });
});
