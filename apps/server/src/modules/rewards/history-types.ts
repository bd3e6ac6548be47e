// A ledger credit's reward history type (spec 2 §3 Reward history types) and its details, from the
// entry's reason and idempotency key. The reasons written today (grep `reason:` and LedgerReason):
// - COLLECT_CHALLENGE_REWARD with key claim:<user>:<rewardId> — a battle pass reward (progression/
//   claims.ts) → BATTLE_PASS_REWARD; with challenge:/mission: keys — a challenge or mission reward;
// - SHOP_PURCHASE (purchase:<txId>) → PURCHASE; ADMIN_OPS (operator grants, the demo player's grants);
// - REFERRAL_SUCCESS (referral-success:<friend>:<campaign>:<level>) → metadata.battlePassLevel;
// - CHEST_REWARD, WEEKLY_GOLD_BONUS, CLAIM_BADGE_GOLD and every other spec 2 §3 type as written;
// - anything else (SSO_UPGRADE, ...) → OTHER, the reason kept in metadata.
import type { RewardHistoryType } from '#generated/resolvers.ts';

const SPEC_TYPES: ReadonlySet<string> = new Set<RewardHistoryType>([
  'ADMIN_OPS',
  'ADVENT_CALENDAR',
  'CHEST_REWARD',
  'CLAIM_BADGE_GOLD',
  'COLLECT_CHALLENGE_REWARD',
  'COLLECT_SEASON_END_REWARD',
  'CONVERT_BATTLE_PASS_XP',
  'MERGE_ACCOUNT',
  'OPEN_BOUNTY_DROP',
  'OPEN_BOUNTY_DROP_BONUS',
  'WEEKLY_GOLD_BONUS',
  'BATTLE_PASS_REWARD',
  'PURCHASE',
  'REWARD_CAMPAIGN',
  'REFERRAL_SUCCESS',
]);

/** Our reasons that are a spec type under another name. */
const ALIASES: Readonly<Record<string, RewardHistoryType>> = {
  SHOP_PURCHASE: 'PURCHASE',
  REFERRAL_SUCCESS: 'REFERRAL_SUCCESS',
};

export type HistoryKind = {
  type: RewardHistoryType;
  /** Details read from the key; a battle pass reward's rewardId is completed with its level later. */
  metadata: Record<string, string | number>;
};

export function historyKind(entry: {
  reason: string;
  idempotencyKey: string;
  battlePassId: number | null;
}): HistoryKind {
  const parts = entry.idempotencyKey.split(':');
  const [prefix] = parts;
  const season: Record<string, number> =
    entry.battlePassId === null ? {} : { battlePassId: entry.battlePassId };
  if (entry.reason === 'COLLECT_CHALLENGE_REWARD' && prefix === 'claim' && parts.length === 3)
    return { type: 'BATTLE_PASS_REWARD', metadata: { ...season, rewardId: Number(parts[2]) } };
  if (entry.reason === 'WEEKLY_GOLD_BONUS' && parts.length === 3)
    return { type: 'WEEKLY_GOLD_BONUS', metadata: { week: parts[2] as string } };
  if (entry.reason === 'CLAIM_BADGE_GOLD' && parts.length === 4)
    return {
      type: 'CLAIM_BADGE_GOLD',
      metadata: { week: parts[2] as string, badgeItemKey: parts[3] as string },
    };
  // issue 14 Build 1 (spec 2 §3 referral-success: metadata.battlePassLevel): modules/referrals/settle.ts
  // keys its credit referral-success:<friend>:<campaign>:<level>.
  if (entry.reason === 'REFERRAL_SUCCESS' && prefix === 'referral-success' && parts.length === 4)
    return {
      type: 'REFERRAL_SUCCESS',
      metadata: { campaignKey: parts[2] as string, battlePassLevel: Number(parts[3]) },
    };
  if (entry.reason === 'SHOP_PURCHASE' && prefix === 'purchase')
    return { type: 'PURCHASE', metadata: { txId: parts[1] as string } };
  const alias = ALIASES[entry.reason];
  if (alias) return { type: alias, metadata: season };
  if (SPEC_TYPES.has(entry.reason))
    return { type: entry.reason as RewardHistoryType, metadata: season };
  return { type: 'OTHER', metadata: { ...season, reason: entry.reason } };
}
