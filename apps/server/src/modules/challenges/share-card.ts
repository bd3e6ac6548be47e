// spec 2 §7 Sharing: "a request to an image-rendering service with the base64 of the user challenge id
// for the social card". We render the card ourselves: a 1200×630 PNG (the social-card size) with the
// product name, the player, the challenge and the rewards collected, drawn by satori (layout to SVG)
// and resvg (SVG to PNG) with a bundled font. Only collected rewards have a card. Both load with the
// first card drawn, not with the server (about 30 MiB resident; issue 10 shared part 7, memory).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type satoriType from 'satori';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import {
  challenges,
  stakeRewards,
  userChallenges,
  challengeStakes,
} from '#db/schema/challenges.ts';
import { users } from '#db/schema/users.ts';
import { serverRoot } from '#server-root.ts';

const FONT_FILE = path.join(serverRoot, 'assets/fonts/DejaVuSans-Bold.ttf');
let font: Promise<Buffer> | null = null;

/** The user challenge id a card path names: base64 of the decimal id; null when it is not one. */
export function userChallengeIdOf(encoded: string): number | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || encoded.length > 24) return null;
  const text = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
    'utf8',
  );
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export type ShareCardData = { username: string | null; title: string; rewards: string[] };

/** What the card of a collected user challenge shows, or null (unknown, or not collected). */
export async function loadShareCard(
  db: Database,
  userChallengeId: number,
): Promise<ShareCardData | null> {
  const [row] = await db
    .select({
      username: users.username,
      title: challenges.title,
      challengeId: userChallenges.challengeId,
      stage: userChallenges.stage,
      stakeId: userChallenges.stakeId,
    })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .innerJoin(users, eq(users.id, userChallenges.userId))
    .where(
      and(eq(userChallenges.id, userChallengeId), isNotNull(userChallenges.rewardCollectedAt)),
    );
  if (!row) return null;
  const rewards = await db
    .select({ stakeId: challengeStakes.id, amount: stakeRewards.amount, name: items.name })
    .from(challengeStakes)
    .innerJoin(stakeRewards, eq(stakeRewards.stakeId, challengeStakes.id))
    .innerJoin(items, eq(items.itemKey, stakeRewards.itemKey))
    .where(
      and(eq(challengeStakes.challengeId, row.challengeId), eq(challengeStakes.stage, row.stage)),
    )
    .orderBy(asc(challengeStakes.position), asc(stakeRewards.position));
  const stakeId = row.stakeId ?? rewards[0]?.stakeId;
  return {
    username: row.username,
    title: row.title,
    rewards: rewards
      .filter((reward) => reward.stakeId === stakeId)
      .map((reward) =>
        reward.amount === 1
          ? reward.name
          : `${reward.amount.toLocaleString('en-US')} ${reward.name}`,
      ),
  };
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card as a PNG. */
export async function renderShareCard(productName: string, card: ShareCardData): Promise<Buffer> {
  font ??= readFile(FONT_FILE);
  const [{ default: satori }, { Resvg }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  // satori sizes boxes without their padding: the margin of an inner column keeps the card 1200×630.
  const svg = await satori(
    el(
      'div',
      {
        width: '100%',
        height: '100%',
        display: 'flex',
        background: 'linear-gradient(135deg, #1a1b33 0%, #0f1020 60%, #2a1f5c 100%)',
        color: '#f4f3ff',
      },
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          margin: 64,
        },
        [
          el('div', { fontSize: 40, color: '#ffb547', display: 'flex' }, productName),
          el('div', { display: 'flex', flexDirection: 'column', gap: 16 }, [
            el(
              'div',
              { fontSize: 36, color: '#a9a7c9', display: 'flex' },
              card.username ? `${card.username} completed` : 'Completed',
            ),
            el('div', { fontSize: 64, display: 'flex' }, card.title),
          ]),
          el(
            'div',
            { display: 'flex', gap: 16 },
            card.rewards.map((reward) =>
              el(
                'div',
                {
                  display: 'flex',
                  padding: '12px 24px',
                  borderRadius: 16,
                  background: '#7c5cff',
                  fontSize: 32,
                },
                reward,
              ),
            ),
          ),
        ],
      ),
    ) as unknown as Parameters<typeof satoriType>[0],
    {
      width: 1200,
      height: 630,
      fonts: [{ name: 'DejaVu Sans', data: await font, weight: 700, style: 'normal' }],
    },
  );
  return new Resvg(svg).render().asPng();
}
