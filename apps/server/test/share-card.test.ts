// spec 2 §7 Sharing: the social card of a collected challenge reward, named by the base64 of the user
// challenge id; spec 2 §4 chest animation clips served at /animations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { challenges, userChallenges } from '#db/schema/challenges.ts';
import { createPlayer } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const cardUrl = (id: string) =>
  `${server.url}/share/challenges/${Buffer.from(id).toString('base64')}.png`;

async function userChallenge(collected: boolean): Promise<string> {
  const player = await createPlayer(server);
  const [milestone] = await server.handle.db
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.key, 'weekly-milestone'));
  const now = new Date();
  const [row] = await server.handle.db
    .insert(userChallenges)
    .values({
      userId: player.id,
      challengeId: milestone!.id,
      startedAt: now,
      completedAt: now,
      rewardReadyAt: now,
      rewardCollectedAt: collected ? now : null,
    })
    .returning();
  return String(row!.id);
}

it('renders a PNG card for a collected challenge reward, cacheable by anyone', async () => {
  const response = await fetch(cardUrl(await userChallenge(true)));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  // 1200 × 630: the IHDR chunk's width and height.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
});

it('has no card for a reward not collected yet, an unknown id or a malformed name', async () => {
  const notCollected = await userChallenge(false);
  for (const url of [
    cardUrl(notCollected),
    cardUrl('999999'),
    cardUrl('abc'),
    `${server.url}/share/challenges/!!!.png`,
    `${server.url}/share/challenges/${Buffer.from('1').toString('base64')}.gif`,
  ])
    expect((await fetch(url)).status, url).toBe(404);
});

it('serves the chest animation clips, cached for a week', async () => {
  const response = await fetch(`${server.url}/animations/rare_chest_open_pop.mp4`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('video/mp4');
  expect(response.headers.get('cache-control')).toContain('max-age=604800');
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect((await fetch(`${server.url}/animations/nothing_here.mp4`)).status).toBe(404);
});
