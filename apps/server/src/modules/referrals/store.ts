// Drizzle queries of referrals (db/schema/referrals.ts): recording one at sign-up, locking one for its
// settlement, the quota's conditional upsert, and the referrer's list.
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { referralQuotas, referrals, type ReferralState } from '#db/schema/referrals.ts';
import { rewardCampaigns } from '#db/schema/rewards.ts';
import { users } from '#db/schema/users.ts';
import { userWallets, walletNonces } from '#db/schema/wallets.ts';
import { REFERRAL_SUCCESS_TYPE, type ReferralCampaign } from './rules.ts';

export type ReferralRow = typeof referrals.$inferSelect;

export async function insertReferral(
  tx: Database,
  row: {
    friendUserId: string;
    referrerUserId: string;
    state: ReferralState;
    refusedReason: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(referrals).values({
    friendUserId: row.friendUserId,
    referrerUserId: row.referrerUserId,
    state: row.state,
    refusedReason: row.refusedReason,
    createdAt: row.now,
    refusedAt: row.state === 'refused' ? row.now : null,
  });
}

/** The referrer's other friends who signed up on this device (fingerprint). */
export async function friendsOnDevice(
  tx: Database,
  referrerUserId: string,
  fingerprint: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: referrals.friendUserId })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendUserId))
    .where(and(eq(referrals.referrerUserId, referrerUserId), eq(users.fingerprint, fingerprint)));
  return rows.map((row) => row.id);
}

/** Refuses these referrals if they are still pending (a device shared by several friends). */
export async function refusePending(
  tx: Database,
  friendUserIds: string[],
  reason: string,
  now: Date,
): Promise<void> {
  if (friendUserIds.length === 0) return;
  await tx
    .update(referrals)
    .set({ state: 'refused', refusedReason: reason, refusedAt: now })
    .where(and(inArray(referrals.friendUserId, friendUserIds), eq(referrals.state, 'pending')));
}

/** The friend's referral if still pending, locked until the transaction ends. */
export async function lockPendingReferral(tx: Database, friendUserId: string) {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friendUserId, friendUserId), eq(referrals.state, 'pending')))
    .for('update');
  return row;
}

export async function updateReferral(
  tx: Database,
  friendUserId: string,
  values: Partial<typeof referrals.$inferInsert>,
): Promise<void> {
  await tx.update(referrals).set(values).where(eq(referrals.friendUserId, friendUserId));
}

/** The live referral-success campaign (started, not ended), the newest first. */
export async function liveReferralCampaign(
  db: Database,
  now: Date,
): Promise<ReferralCampaign | null> {
  const [row] = await db
    .select()
    .from(rewardCampaigns)
    .where(
      and(
        eq(rewardCampaigns.type, REFERRAL_SUCCESS_TYPE),
        lte(rewardCampaigns.startAt, now),
        sql`(${rewardCampaigns.endAt} is null or ${rewardCampaigns.endAt} > ${now.toISOString()})`,
      ),
    )
    .orderBy(desc(rewardCampaigns.startAt), asc(rewardCampaigns.key))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one more reward for the referrer in the campaign unless the quota is reached; false when it
 * is. One statement: concurrent payouts serialize on the row and re-check the quota on its latest
 * version, so the count never passes the quota.
 */
export async function takeQuota(
  tx: Database,
  referrerUserId: string,
  campaignKey: string,
  quota: number | null,
): Promise<boolean> {
  const limit = quota ?? 2_147_483_647;
  const rows = await tx
    .insert(referralQuotas)
    .values({ referrerUserId, campaignKey, rewarded: 1 })
    .onConflictDoUpdate({
      target: [referralQuotas.referrerUserId, referralQuotas.campaignKey],
      set: { rewarded: sql`${referralQuotas.rewarded} + 1` },
      setWhere: sql`${referralQuotas.rewarded} < ${limit}`,
    })
    .returning({ rewarded: referralQuotas.rewarded });
  return rows.length > 0;
}

/** Whether the friend asked to bind a wallet the referrer holds, or the other way round. */
export async function sharesWallet(
  db: Database,
  friendUserId: string,
  referrerUserId: string,
): Promise<boolean> {
  const tried = async (asker: string, holder: string) => {
    const [row] = await db
      .select({ address: walletNonces.address })
      .from(walletNonces)
      .innerJoin(userWallets, eq(userWallets.address, walletNonces.address))
      .where(and(eq(walletNonces.userId, asker), eq(userWallets.userId, holder)))
      .limit(1);
    return row !== undefined;
  };
  return (await tried(friendUserId, referrerUserId)) || (await tried(referrerUserId, friendUserId));
}

/** Pending referrals signed up before `before` (the re-check job), oldest first. */
export async function pendingReferrals(db: Database, limit: number) {
  return db
    .select({ friendUserId: referrals.friendUserId })
    .from(referrals)
    .where(eq(referrals.state, 'pending'))
    .orderBy(asc(referrals.createdAt))
    .limit(limit);
}

/** Qualified or rewarded referrals whose referrer has not had the referral_qualified event yet. */
export async function unannouncedReferrals(db: Database, limit: number) {
  return db
    .select({ friendUserId: referrals.friendUserId, referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(
      and(inArray(referrals.state, ['qualified', 'rewarded']), isNull(referrals.referrerEventAt)),
    )
    .orderBy(asc(referrals.qualifiedAt))
    .limit(limit);
}

/** Marks the referrer's event recorded; false when another run did it first. */
export async function markAnnounced(tx: Database, friendUserId: string, now: Date) {
  const rows = await tx
    .update(referrals)
    .set({ referrerEventAt: now })
    .where(and(eq(referrals.friendUserId, friendUserId), isNull(referrals.referrerEventAt)))
    .returning({ level: referrals.qualifyingLevel });
  return rows[0] ?? null;
}

/** The referrer's referrals, newest first, with each friend's display name parts. */
export async function referralsOf(db: Database, referrerUserId: string) {
  return db
    .select({
      friendUserId: referrals.friendUserId,
      username: users.username,
      discriminator: users.discriminator,
      state: referrals.state,
      refusedReason: referrals.refusedReason,
      qualifyingLevel: referrals.qualifyingLevel,
      rewardCurrency: referrals.rewardCurrency,
      rewardAmount: referrals.rewardAmount,
      createdAt: referrals.createdAt,
      qualifiedAt: referrals.qualifiedAt,
      rewardedAt: referrals.rewardedAt,
      refusedAt: referrals.refusedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendUserId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt), asc(referrals.friendUserId))
    .limit(500);
}

/** The referrer's referrals per state. */
export async function referralCounts(db: Database, referrerUserId: string) {
  const rows = await db
    .select({ state: referrals.state, total: count() })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId))
    .groupBy(referrals.state);
  const counts: Record<ReferralState, number> = {
    pending: 0,
    qualified: 0,
    rewarded: 0,
    refused: 0,
  };
  for (const row of rows) counts[row.state] = Number(row.total);
  return counts;
}
