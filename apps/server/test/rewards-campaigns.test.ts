// Reward campaigns (spec 1 §3 filtered by client, §7; spec 2 §3 currencies; issue 12 Build 8): the
// data file's campaigns live now or recently, none of another product's client, each with the player's
// chests opened in its window (the chests module's record of openings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chestOpenings, chestSeedPeriods } from '#db/schema/chests.ts';
import { isProductCampaign } from '#modules/rewards/campaigns.ts';
import { createPlayer, dataOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A fixed clock inside the demo campaigns' windows (seasons/reward-campaigns.yaml).
const NOW = new Date('2026-12-01T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
afterAll(() => server.close());

const campaignsQuery = /* GraphQL */ `
  query Campaigns {
    rewardCampaigns {
      id
      key
      name
      type
      currency
      rewardAmount
      rewardQuotaPerUser
      startAt
      endAt
      chestCount
      metadata
    }
  }
`;

type Campaign = { key: string; currency: string; chestCount: number; metadata: object };

describe('reward campaigns', () => {
  it("lists the product's campaigns with the player's chest openings in each window", async () => {
    const player = await createPlayer(server);
    const other = await createPlayer(server);
    const openings = [
      // Two chests opened in the winter rush, one before it; another player's opening is not counted.
      { userId: player.id, chestType: 'COMMON_CHEST', at: '2026-11-10T10:00:00Z' },
      { userId: player.id, chestType: 'RARE_CHEST', at: '2026-11-20T10:00:00Z' },
      { userId: player.id, chestType: 'COMMON_CHEST', at: '2026-10-20T10:00:00Z' },
      { userId: other.id, chestType: 'COMMON_CHEST', at: '2026-11-10T10:00:00Z' },
    ];
    const periods = [...new Set(openings.map(({ at }) => at.slice(0, 10)))];
    await server.handle.db
      .insert(chestSeedPeriods)
      .values(periods.map((period) => ({ period, seed: '00', seedHash: '00' })))
      .onConflictDoNothing();
    await server.handle.db.insert(chestOpenings).values(
      openings.map(({ userId, chestType, at }, counter) => ({
        userId,
        chestType,
        source: 'item' as const,
        period: at.slice(0, 10),
        counter,
        rewards: [],
        dropTable: { rolls: 0, lines: [], guaranteed: [], maxPerOpening: {} },
        periodRemaining: {},
        openedAt: new Date(at),
      })),
    );

    const campaigns = dataOf<Campaign[]>(await player.graphql(campaignsQuery), 'rewardCampaigns');
    expect(campaigns.map((campaign) => campaign.key).sort()).toEqual([
      'referral-success',
      'season-one-xp-boost',
      'winter-chest-rush',
    ]);
    const byKey = new Map(campaigns.map((campaign) => [campaign.key, campaign]));
    expect(byKey.get('winter-chest-rush')).toMatchObject({
      currency: 'GOLD',
      chestCount: 2,
      metadata: { client: 'earn_alliance' },
    });
    // From 2026-09-01: every opening of the player.
    expect(byKey.get('referral-success')?.chestCount).toBe(3);
    expect(byKey.get('season-one-xp-boost')?.currency).toBe('BATTLE_PASS_XP');

    const guest = dataOf<Campaign[]>(await server.graphql(campaignsQuery), 'rewardCampaigns');
    expect(guest.every((campaign) => campaign.chestCount === 0)).toBe(true);
  });

  it('keeps campaigns with no client or the product client only (spec 1 §3)', () => {
    expect(isProductCampaign({}, 'earn_alliance')).toBe(true);
    expect(isProductCampaign({ client: 'earn_alliance' }, 'earn_alliance')).toBe(true);
    expect(isProductCampaign({ client: 'partner_studio' }, 'earn_alliance')).toBe(false);
    expect(isProductCampaign({ client: 'partner_studio' }, 'partner_studio')).toBe(true);
  });
});
