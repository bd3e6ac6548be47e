// Drizzle queries of the reward history (issue 12 Build 8): a player's ledger credits newest first,
// served by ledger_entries_user_created (user_id, created_at desc, id desc).
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { missions, userChallenges, userMissions } from '#db/schema/challenges.ts';
import { rewardCampaigns } from '#db/schema/rewards.ts';
import { battlePassLevels, rewards } from '#db/schema/season.ts';
import { ledgerEntries } from '#db/schema/users.ts';

const credits = (userId: string) =>
  and(eq(ledgerEntries.userId, userId), gt(ledgerEntries.delta, 0));

export function listCredits(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select({
      id: ledgerEntries.id,
      currency: ledgerEntries.currency,
      delta: ledgerEntries.delta,
      battlePassId: ledgerEntries.battlePassId,
      reason: ledgerEntries.reason,
      idempotencyKey: ledgerEntries.idempotencyKey,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(credits(userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ledgerEntries).where(credits(userId));
  return row?.total ?? 0;
}

/** Battle pass rewards' season and level (a BATTLE_PASS_REWARD entry's details). */
export async function rewardLevels(
  db: Database,
  rewardIds: number[],
): Promise<Map<number, { battlePassId: number; level: number; track: string }>> {
  if (rewardIds.length === 0) return new Map();
  const rows = await db
    .select({
      rewardId: rewards.id,
      battlePassId: battlePassLevels.battlePassId,
      level: battlePassLevels.level,
      track: rewards.track,
    })
    .from(rewards)
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .where(inArray(rewards.id, rewardIds));
  return new Map(rows.map(({ rewardId, ...row }) => [rewardId, row]));
}

/** Reward campaigns' rewardQuotaPerUser by key (a REFERRAL_SUCCESS entry's details). */
export async function campaignQuotas(
  db: Database,
  keys: string[],
): Promise<Map<string, number | null>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: rewardCampaigns.key, quota: rewardCampaigns.rewardQuotaPerUser })
    .from(rewardCampaigns)
    .where(inArray(rewardCampaigns.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, row.quota]));
}

/** The missions behind collected user missions and user challenges (a reward's source, spec 1 §3). */
export async function missionsBehind(
  db: Database,
  { missionIds, challengeIds }: { missionIds: number[]; challengeIds: number[] },
) {
  const fields = { gameKey: missions.gameKey, eventTypes: missions.eventTypes };
  const [ofMissions, ofChallenges] = await Promise.all([
    missionIds.length === 0
      ? []
      : db
          .select({ id: userMissions.id, ...fields })
          .from(userMissions)
          .innerJoin(missions, eq(missions.id, userMissions.missionId))
          .where(inArray(userMissions.id, [...new Set(missionIds)])),
    challengeIds.length === 0
      ? []
      : db
          .select({ id: userChallenges.id, ...fields })
          .from(userChallenges)
          .innerJoin(missions, eq(missions.challengeId, userChallenges.challengeId))
          .where(inArray(userChallenges.id, [...new Set(challengeIds)])),
  ]);
  return { ofMissions, ofChallenges };
}
