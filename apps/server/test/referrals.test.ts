// Referrals (issue 14 Build 1; spec 2 §3 referral-success, §8 invalid-referral-code): a friend who signs
// up with a code is pending, qualifies by the referral-success campaign of seasons/reward-campaigns.yaml
// (battle pass level 5 within 30 days), and the referrer is paid its reward once, through the ledger,
// never past rewardQuotaPerUser; self-referral and rings (the referrer's device or IP block, a device
// shared by friends, the referrer's wallet) never pay. On PGlite and on PostgreSQL (DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralQuotas, referrals } from '#db/schema/referrals.ts';
import { rewardCampaigns } from '#db/schema/rewards.ts';
import { ledgerEntries, users } from '#db/schema/users.ts';
import { userWallets, walletNonces } from '#db/schema/wallets.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { REFERRAL_RECHECK_JOB } from '#modules/referrals/jobs.ts';
import { recordReferral } from '#modules/referrals/sign-up.ts';
import { ipBlockOf } from '#modules/referrals/ip-block.ts';
import { signUp, startAccountsServer, type AccountsTestServer } from './support/accounts.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  expectLedgerConsistent,
  grantXp,
  seasonOf,
  type Player,
} from './support/players.ts';
import { uniqueEmail } from './support/account-client.ts';

const REWARD = 'ALLY_TOKEN';
let server: AccountsTestServer;
let quota: number;
let rewardAmount: number;
let levelFiveXp: number;

beforeAll(async () => {
  server = await startAccountsServer();
  const [campaign] = await db()
    .select()
    .from(rewardCampaigns)
    .where(eq(rewardCampaigns.type, 'referral-success'));
  if (!campaign?.rewardQuotaPerUser) throw new Error('no referral-success campaign with a quota');
  quota = campaign.rewardQuotaPerUser;
  rewardAmount = campaign.rewardAmount;
  levelFiveXp = (await seasonOf(db())).requiredXp(5);
});
afterAll(() => server.close());

const db = () => server.handle.db;

const myReferralsQuery = /* GraphQL */ `
  query MyReferrals {
    myReferrals {
      referralCode
      referrals {
        id
        friendName
        state
        refusedReason
        battlePassLevel
        rewardType
        rewardAmount
      }
      counts {
        total
        pending
        qualified
        rewarded
        refused
      }
      program {
        rewardType
        rewardAmount
        rewardQuotaPerUser
        battlePassLevel
        qualifyWithinDays
      }
    }
  }
`;

type MyReferrals = {
  referralCode: string;
  referrals: { id: string; state: string; refusedReason: string | null; battlePassLevel: number }[];
  counts: Record<'total' | 'pending' | 'qualified' | 'rewarded' | 'refused', number>;
  program: { battlePassLevel: number; rewardQuotaPerUser: number } | null;
};

/** A friend made as sign-up makes one (the same recordReferral, in the creating transaction). */
async function friendOf(
  referrer: Player,
  signals: { fingerprint: string | null; ip: string },
): Promise<Player> {
  const email = uniqueEmail('friend');
  const user = await db().transaction(async (tx) => {
    const row = await createUser(tx, {
      email,
      emailVerifiedAt: new Date(),
      fingerprint: signals.fingerprint,
      referredByUserId: referrer.id,
      signUpIpBlock: ipBlockOf(signals.ip),
    });
    await recordReferral(tx, {
      friendUserId: row.id,
      referrerUserId: referrer.id,
      fingerprint: row.fingerprint,
      ipBlock: row.signUpIpBlock,
      now: new Date(),
    });
    return row;
  });
  return { id: user.id, email, graphql: () => Promise.reject(new Error('not signed in')) };
}

/** A referrer with a device and an IP block of its own. */
async function referrerWithDevice(device = randomUUID(), ip = '203.0.113.7'): Promise<Player> {
  const player = await createPlayer(server, 'referrer');
  await db()
    .update(users)
    .set({ fingerprint: device, signUpIpBlock: ipBlockOf(ip) })
    .where(eq(users.id, player.id));
  return player;
}

async function referralOf(friend: Player) {
  const [row] = await db().select().from(referrals).where(eq(referrals.friendUserId, friend.id));
  return row;
}

const referralCredits = (userId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'REFERRAL_SUCCESS')));

/** Distinct IPv4 blocks: 198.51.<n>.10. */
const ipNumber = (n: number) => `198.51.${n}.10`;

describe('referrals', () => {
  it('pays the referrer once when a friend signed up through the code reaches level 5', async () => {
    const referrerClient = server.client({ ip: '192.0.2.10' });
    const referrer = await signUp(server, referrerClient, uniqueEmail('referrer'), {
      fingerprint: randomUUID(),
    });
    const friendClient = server.client({ ip: '198.18.0.10' });
    const friendEmail = uniqueEmail('friend');
    const signedUp = await signUp(server, friendClient, friendEmail, {
      fingerprint: randomUUID(),
      referralCode: referrer.user.referralCode,
    });
    const mine = async () =>
      dataOf<MyReferrals>(await referrerClient.graphql(myReferralsQuery), 'myReferrals');
    expect((await mine()).referrals.map((row) => row.state)).toEqual(['PENDING']);
    expect((await mine()).program).toMatchObject({ battlePassLevel: 5, rewardQuotaPerUser: quota });

    const friend = { id: signedUp.user.id, email: friendEmail } as Player;
    await grantXp(server, friend, levelFiveXp - 1);
    expect((await mine()).referrals[0]?.state).toBe('PENDING');
    await grantXp(server, friend, 1);
    const after = await mine();
    expect(after.referrals[0]).toMatchObject({
      state: 'REWARDED',
      battlePassLevel: 5,
      rewardType: REWARD,
      rewardAmount,
    });
    expect(after.counts).toMatchObject({ total: 1, rewarded: 1, pending: 0 });
    expect(await balanceOf(db(), referrer.user.id, REWARD)).toBe(rewardAmount);

    // The reward history shows it as referral-success with the level it was reached at.
    const history = await referrerClient.graphql(/* GraphQL */ `
      query {
        rewardHistory {
          entries {
            type
            itemKey
            amount
            metadata
          }
        }
      }
    `);
    const entries = dataOf<{ entries: unknown[] }>(history, 'rewardHistory').entries;
    expect(entries).toContainEqual({
      type: 'REFERRAL_SUCCESS',
      itemKey: REWARD,
      amount: rewardAmount,
      metadata: expect.objectContaining({
        battlePassLevel: 5,
        rewardType: REWARD,
        rewardAmount,
        rewardQuotaPerUser: quota,
      }) as unknown,
    });
    // More levels, and the re-check job run twice: still exactly one payment.
    await grantXp(server, friend, levelFiveXp);
    await server.app.services.referrals.jobs.recheckPending();
    await server.app.services.referrals.jobs.recheck(friend.id);
    expect(await referralCredits(referrer.user.id)).toHaveLength(1);
    expect(await expectLedgerConsistent(db(), referrer.user.id)).toEqual([]);

    // The referrer's referral_qualified platform event is recorded once, however many runs race.
    const jobs = server.app.services.referrals.jobs;
    await Promise.all([jobs.announceQualified(), jobs.announceQualified()]);
    const marked = (await referralOf(friend))?.referrerEventAt;
    expect(marked).toBeInstanceOf(Date);
    await jobs.announceQualified();
    expect((await referralOf(friend))?.referrerEventAt).toEqual(marked);
  });

  it("refuses a friend on the referrer's device: 100 sign-ups from one device pay for none", async () => {
    const device = randomUUID();
    const referrer = await referrerWithDevice(device);
    const friends: Player[] = [];
    for (let n = 0; n < 100; n += 1)
      friends.push(await friendOf(referrer, { fingerprint: device, ip: ipNumber(n) }));
    await Promise.all(friends.slice(0, 5).map((friend) => grantXp(server, friend, levelFiveXp)));
    await server.app.services.referrals.jobs.recheckPending();
    const rows = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrer.id));
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => `${row.state}:${row.refusedReason}`))).toEqual(
      new Set(['refused:same-device']),
    );
    expect(await referralCredits(referrer.id)).toHaveLength(0);
  });

  it('refuses every friend of a device shared by several friends, the first one too', async () => {
    const referrer = await referrerWithDevice();
    const farm = randomUUID();
    const first = await friendOf(referrer, { fingerprint: farm, ip: ipNumber(201) });
    expect((await referralOf(first))?.state).toBe('pending');
    const second = await friendOf(referrer, { fingerprint: farm, ip: ipNumber(202) });
    expect(await referralOf(first)).toMatchObject({
      state: 'refused',
      refusedReason: 'same-device',
    });
    expect(await referralOf(second)).toMatchObject({
      state: 'refused',
      refusedReason: 'same-device',
    });
  });

  it("refuses a friend from the referrer's IP block (/24) and self-referral", async () => {
    const referrer = await referrerWithDevice(randomUUID(), '203.0.113.7');
    const neighbour = await friendOf(referrer, { fingerprint: randomUUID(), ip: '203.0.113.200' });
    expect(await referralOf(neighbour)).toMatchObject({
      state: 'refused',
      refusedReason: 'same-ip-block',
    });
    await db().transaction((tx) =>
      recordReferral(tx, {
        friendUserId: referrer.id,
        referrerUserId: referrer.id,
        fingerprint: null,
        ipBlock: null,
        now: new Date(),
      }),
    );
    expect(await referralOf(referrer)).toMatchObject({
      state: 'refused',
      refusedReason: 'self-referral',
    });
  });

  it("refuses a friend who tried to bind the referrer's wallet", async () => {
    const referrer = await referrerWithDevice(randomUUID(), '203.0.114.7');
    const friend = await friendOf(referrer, { fingerprint: randomUUID(), ip: ipNumber(210) });
    const address = `0x${'ab'.repeat(20)}`;
    await db().insert(userWallets).values({ address, userId: referrer.id });
    await db()
      .insert(walletNonces)
      .values({
        nonce: randomUUID(),
        address,
        chainId: 1,
        purpose: 'bind',
        userId: friend.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
    await grantXp(server, friend, levelFiveXp);
    expect(await referralOf(friend)).toMatchObject({
      state: 'refused',
      refusedReason: 'same-wallet',
    });
    expect(await referralCredits(referrer.id)).toHaveLength(0);
  });

  it('pays 100 qualifying friends from 100 devices up to the quota, exactly once each, concurrently', async () => {
    const referrer = await referrerWithDevice(randomUUID(), '203.0.115.7');
    const friends: Player[] = [];
    for (let n = 0; n < 100; n += 1)
      friends.push(await friendOf(referrer, { fingerprint: randomUUID(), ip: ipNumber(n) }));
    // Every friend levels up at once (each in its own transaction), and the job runs meanwhile.
    await Promise.all([
      ...friends.map((friend) => grantXp(server, friend, levelFiveXp)),
      server.app.services.referrals.jobs.recheckPending(),
    ]);
    await server.app.services.referrals.jobs.recheckPending();
    const rows = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrer.id));
    const states = rows.map((row) => row.state);
    expect(states.filter((state) => state === 'rewarded')).toHaveLength(quota);
    expect(states.filter((state) => state === 'qualified')).toHaveLength(100 - quota);
    const credits = await referralCredits(referrer.id);
    expect(credits).toHaveLength(quota);
    expect(new Set(credits.map((entry) => entry.idempotencyKey)).size).toBe(quota);
    expect(await balanceOf(db(), referrer.id, REWARD)).toBe(quota * rewardAmount);
    const [counted] = await db()
      .select()
      .from(referralQuotas)
      .where(eq(referralQuotas.referrerUserId, referrer.id));
    expect(counted?.rewarded).toBe(quota);
    expect(await expectLedgerConsistent(db(), referrer.id)).toEqual([]);
  });

  it('registers the re-check job on the queue', async () => {
    const queues = (await server.app.jobs.queueStats()).map((stat) => stat.queue);
    expect(queues).toContain(REFERRAL_RECHECK_JOB);
  });

  it('pays through the re-check job a friend whose level rose before the campaign, once however often it runs', async () => {
    const referrer = await referrerWithDevice(randomUUID(), '203.0.116.7');
    const friend = await friendOf(referrer, { fingerprint: randomUUID(), ip: ipNumber(220) });
    // The campaign is not live while the friend levels up.
    await db()
      .update(rewardCampaigns)
      .set({ startAt: new Date(Date.now() + 86_400_000) })
      .where(eq(rewardCampaigns.type, 'referral-success'));
    try {
      await grantXp(server, friend, levelFiveXp);
      expect((await referralOf(friend))?.state).toBe('pending');
    } finally {
      await db()
        .update(rewardCampaigns)
        .set({ startAt: new Date('2026-09-01T00:00:00Z') })
        .where(eq(rewardCampaigns.type, 'referral-success'));
    }
    await Promise.all([
      server.app.services.referrals.jobs.recheckPending(),
      server.app.services.referrals.jobs.recheckPending(),
      server.app.services.referrals.jobs.recheck(friend.id),
    ]);
    await server.app.services.referrals.jobs.recheckPending();
    expect(await referralOf(friend)).toMatchObject({ state: 'rewarded', qualifyingLevel: 5 });
    expect(await referralCredits(referrer.id)).toHaveLength(1);
  });
});
