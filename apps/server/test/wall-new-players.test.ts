// Issue 27 on the Wall, one production-mode server for all (its Content-Security-Policy is on):
// - finding 4: a new player's daily chest answers what unlocks the first one (the gate's data), not a
//   silent NOT_FOUND;
// - finding 5: the policy's media-src allows exactly the media hosts of the Wall's posts and followed
//   feeds, and follows a `season apply` that adds a feed;
// - spec 2 §6: the guest criteria flag decides whether guests get the reduced Wall;
// - issue 25: `user demo-history` gives an existing player the demo players' past, demo-only.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '#db/schema/site.ts';
import { users } from '#db/schema/users.ts';
import { runCli } from '#cli/program.ts';
import { registerOperatorRoutes } from '#http/operator-routes.ts';
import { demoHistoryAllowed } from '#modules/accounts/give-demo-history.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { mediaOrigin } from '#modules/wall/media-hosts.ts';
import { randomIp } from './support/account-client.ts';
import {
  dailyChestQuery as dailyChestStatusQuery,
  fromDevice,
  makeEstablished,
} from './support/chests.ts';
import { createPlayer, dataOf, grantXp, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { wallPostsQuery, type WallPostAnswer } from './support/wall.ts';

const authSecret = randomBytes(32).toString('hex');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ nodeEnv: 'production', env: { AUTH_SECRET: authSecret } });
});
afterAll(() => server?.close());

const HOUR_MS = 3600_000;
const unlockFields = `unlock { accountOldEnoughAt activityNeeded minXpEarned minMissionsCompleted verifiedEmailCounts }`;
const dailyChestQuery = `query { dailyChest { status ${unlockFields} } }`;
const searchMutation = `mutation ($fetchCount: Int!) { searchDailyChest(fetchCount: $fetchCount) { status ${unlockFields} } }`;
type Unlock = {
  accountOldEnoughAt: string | null;
  activityNeeded: boolean;
  minXpEarned: number;
  minMissionsCompleted: number;
  verifiedEmailCounts: boolean;
};
type Chest = { status: string; unlock: Unlock | null };

const chestOf = async (player: Player) =>
  dataOf<Chest>(await player.graphql(dailyChestQuery), 'dailyChest');
const searchOf = async (player: Player) =>
  dataOf<Chest>(
    await player.graphql(searchMutation, { fetchCount: 50 }, fromDevice('device-27', randomIp())),
    'searchDailyChest',
  );

function operator(route: string, body: Record<string, unknown>, token = operatorToken(authSecret)) {
  return fetch(`${server.url}/api/operator/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
}

async function mediaSrc(): Promise<string[]> {
  const response = await fetch(`${server.url}/health`);
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('media-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

describe("a new player's first daily chest (issue 27 finding 4)", () => {
  it('says what unlocks it: the time left to the account age, and the activity still needed', async () => {
    const player = await createPlayer(server, 'newcomer');
    const [user] = await server.handle.db.select().from(users).where(eq(users.id, player.id));
    const expected = {
      accountOldEnoughAt: new Date((user?.createdAt.getTime() ?? 0) + 72 * HOUR_MS).toISOString(),
      activityNeeded: true,
      minXpEarned: 100,
      minMissionsCompleted: 1,
      verifiedEmailCounts: false,
    };
    expect(await chestOf(player)).toEqual({ status: 'NOT_FOUND', unlock: expected });
    // The search, which finds nothing yet, says the same.
    expect(await searchOf(player)).toEqual({ status: 'NOT_FOUND', unlock: expected });

    // 100 XP is activity enough: the account's age is left.
    await grantXp(server, player, 100);
    expect((await chestOf(player)).unlock).toEqual({ ...expected, activityNeeded: false });

    // Old enough as well: nothing is left to say, the search draws a chest.
    await makeEstablished(server.handle.db, player);
    expect(await chestOf(player)).toEqual({ status: 'NOT_FOUND', unlock: null });
    expect((await searchOf(player)).unlock).toBeNull();
  });

  it('says only the activity once the account is old enough', async () => {
    const player = await createPlayer(server, 'quiet');
    await makeEstablished(server.handle.db, player);
    expect((await chestOf(player)).unlock).toMatchObject({
      accountOldEnoughAt: null,
      activityNeeded: true,
    });
    // The sidebar's own query (the web's fragment) keeps its fields.
    const status = dataOf<{ status: string }>(
      await player.graphql(dailyChestStatusQuery),
      'dailyChest',
    );
    expect(status.status).toBe('NOT_FOUND');
  });
});

describe('user demo-history (issue 25)', () => {
  it("gives an existing player the demo players' past: the gate opens and last week's play pays", async () => {
    const player = await createPlayer(server, 'repetition');
    expect((await chestOf(player)).unlock).not.toBeNull();
    const response = await operator('demo-histories', { email: player.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: player.email, accountAgeDays: 30 });
    expect((await chestOf(player)).unlock).toBeNull();
    const weekly = dataOf<{ claimableAmount: number }>(
      await player.graphql('query { weeklyClaimableGold { claimableAmount } }'),
      'weeklyClaimableGold',
    );
    expect(weekly.claimableAmount).toBeGreaterThan(0);
    // Given again, nothing more is credited (fixed ledger keys).
    expect((await operator('demo-histories', { email: player.email })).status).toBe(200);
    expect(
      dataOf<{ claimableAmount: number }>(
        await player.graphql('query { weeklyClaimableGold { claimableAmount } }'),
        'weeklyClaimableGold',
      ).claimableAmount,
    ).toBe(weekly.claimableAmount);
  });

  it('refuses an unknown account, a wrong token, and a production server without the demo', async () => {
    const unknown = await operator('demo-histories', { email: 'nobody-27@example.com' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('invalid-input');
    expect((await operator('demo-histories', { email: 'x@example.com' }, 'wrong')).status).toBe(
      401,
    );

    expect(demoHistoryAllowed({ nodeEnv: 'production', seedDemo: false })).toBe(false);
    expect(demoHistoryAllowed({ nodeEnv: 'production', seedDemo: true })).toBe(true);
    expect(demoHistoryAllowed({ nodeEnv: 'development', seedDemo: false })).toBe(true);
    const bare = Fastify();
    registerOperatorRoutes(bare, {
      db: server.handle.db,
      authSecret,
      tools: server.app.services.progression.operator,
      importCodes: server.app.services.rewards.importCodes,
      resendEmailCode: server.app.services.accounts.resendEmailCode,
      wall: server.app.services.wall,
      redis: null,
      demoHistory: false,
    });
    const player = await createPlayer(server, 'production');
    const refused = await bare.inject({
      method: 'POST',
      url: '/api/operator/demo-histories',
      headers: { authorization: `Bearer ${operatorToken(authSecret)}` },
      payload: { email: player.email },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not-authorized' });
    expect((await chestOf(player)).unlock).not.toBeNull();
    await bare.close();
  });
});

describe('levelup user demo-history (issue 25)', () => {
  it('goes through the running server, and is refused by a production CLI without the demo', async () => {
    const player = await createPlayer(server, 'cli');
    const lines: string[] = [];
    const output = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(line),
    };
    const argv = ['user', 'demo-history', player.email, '--server', server.url];
    expect(await runCli(argv, server.config, output)).toBe(0);
    expect(lines).toEqual([
      `${player.email} has the demo history: an account at least 30 days old that played last week`,
      `  via the server at ${server.url}`,
    ]);
    expect((await chestOf(player)).unlock).toBeNull();

    lines.length = 0;
    const production = { ...server.config, nodeEnv: 'production' as const, seedDemo: false };
    expect(await runCli(argv, production, output)).toBe(1);
    expect(lines).toEqual([
      'Demo histories are given only where the demo data is seeded (SEED_DEMO), never in production.',
    ]);
  });
});

describe("the Wall's media in the Content-Security-Policy (issue 27 finding 5)", () => {
  it("allows exactly the posts' and followed feeds' media hosts, and follows a season apply", async () => {
    // The demo posts' video hosts (seasons/wall.yaml); images are img-src's.
    const before = await mediaSrc();
    expect(before).toEqual(["'self'", 'https://example.com', 'https://www.youtube.com']);
    expect(before.some((source) => source.includes('*') || source === 'https:')).toBe(false);

    const applied = await operator('data-files', {
      name: 'wall-feeds-27.yaml',
      text: [
        'kind: wall-feeds',
        'feeds:',
        '  - key: studio-videos-27',
        '    url: https://videos.studio-27.example/feed.xml',
        '    sourceType: rss-feed',
        '    name: Studio videos',
      ].join('\n'),
    });
    expect(applied.status).toBe(200);
    expect(await mediaSrc()).toContain('https://videos.studio-27.example');

    const imported = await operator('wall-posts', {
      posts: [
        {
          sourceType: 'twitter',
          sourceKey: 'twitter-27',
          externalId: 'clip-27',
          sourceName: 'Clips',
          text: 'A clip',
          postedAt: new Date().toISOString(),
          assets: [
            {
              assetType: 'media',
              data: { url: 'https://cdn.clips-27.example/a.mp4', mediaType: 'video' },
            },
            {
              assetType: 'media',
              data: { url: 'https://images.clips-27.example/a.png', mediaType: 'image' },
            },
          ],
        },
      ],
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const after = await mediaSrc();
    expect(after).toContain('https://cdn.clips-27.example');
    // An image is not media: img-src already allows it.
    expect(after).not.toContain('https://images.clips-27.example');
  });

  it('reads an origin from absolute http(s) URLs only', () => {
    expect(mediaOrigin('https://cdn.example:8443/a.mp4?x=1')).toBe('https://cdn.example:8443');
    expect(mediaOrigin('/animations/open.webm')).toBeNull();
    expect(mediaOrigin('javascript:alert(1)')).toBeNull();
    expect(mediaOrigin('https://exa mple.com/')).toBeNull();
  });
});

describe('the guest criteria flag (spec 2 §6)', () => {
  const setFlag = (value: boolean) =>
    server.handle.db
      .insert(featureFlags)
      .values({ key: 'wallGuestCriteria', value })
      .onConflictDoUpdate({ target: featureFlags.key, set: { value } });

  it('gives guests the reduced Wall while on, the whole Wall while off', async () => {
    const player = await createPlayer(server, 'reader');
    // Each read asks a page size of its own: the visitors' answer cache never serves another's.
    const everything = dataOf<WallPostAnswer[]>(
      await player.graphql(wallPostsQuery, { limit: 50 }),
      'wallPosts',
    );
    const guestPage = async (limit: number) =>
      dataOf<WallPostAnswer[]>(await server.graphql(wallPostsQuery, { limit }), 'wallPosts');
    const reduced = await guestPage(49);
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.length).toBeLessThan(everything.length);
    try {
      await setFlag(false);
      expect((await guestPage(48)).map((post) => post.id)).toEqual(
        everything.slice(0, 48).map((post) => post.id),
      );
      const asGuest = dataOf<WallPostAnswer[]>(
        await player.graphql(wallPostsQuery, { limit: 47, isGuest: true }),
        'wallPosts',
      );
      expect(asGuest).toHaveLength(Math.min(47, everything.length));
    } finally {
      await setFlag(true);
    }
    expect((await guestPage(46)).length).toBe(Math.min(46, reduced.length));
  });
});
