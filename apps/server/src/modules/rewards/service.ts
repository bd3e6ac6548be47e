// The Gold economy of the signed-in player (issue 12 Build 7, 8, 9): reward history, reward campaigns,
// weekly gold bonus, badge golds and redeemable codes. Claims run in one transaction under the player
// lock (progression/player-transactions.ts); their events are published after the commit.
import type { Database } from '#db/client.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { claimableBadgeGolds, claimBadgeGolds } from './badge-golds.ts';
import { countChestOpenings as chestOpeningsIn } from '#modules/chests/store.ts';
import { listRewardCampaigns, type CountChestOpenings } from './campaigns.ts';
import { importCodePool, type PoolImport } from './code-pool.ts';
import { countUnusedCodes } from './code-pool-store.ts';
import { createCodePoolWatch, type WarnLogger } from './code-pool-watch.ts';
import { myRedeemableCodes, redeemableCode } from './codes.ts';
import type { RewardsConfig } from './config.ts';
import { checkPage, rewardHistory } from './history.ts';
import { claimWeeklyGold, weeklyClaimableGold } from './weekly-gold.ts';

export type RewardsService = ReturnType<typeof createRewardsService>;

export function createRewardsService({
  db,
  events,
  config,
  logger,
  now = () => new Date(),
  countChestOpenings = (userId, from, to) => chestOpeningsIn(db, userId, from, to),
}: {
  db: Database;
  events: PlayerEvents;
  config: RewardsConfig;
  /** Where the low-pool warning goes (the server's logger). */
  logger: WarnLogger;
  now?: () => Date;
  /** The player's chest openings in a window (the chests module's record of every opening). */
  countChestOpenings?: CountChestOpenings;
}) {
  const { asPlayer } = createPlayerTransactions({ db, events, now });
  const poolWatch = createCodePoolWatch({ db, threshold: config.codePoolLowThreshold, logger });

  return {
    rewardHistory: (viewerId: string | null, limit: number, offset: number) =>
      rewardHistory(db, requireViewerId(viewerId), checkPage(limit, offset)),

    rewardCampaigns: (viewerId: string | null) =>
      listRewardCampaigns(db, {
        userId: viewerId,
        now: now(),
        productClient: config.productClient,
        countChestOpenings,
      }),

    weeklyClaimableGold: (viewerId: string | null) =>
      weeklyClaimableGold(db, requireViewerId(viewerId), now()),

    claimWeeklyGold: (viewerId: string | null) => {
      const userId = requireViewerId(viewerId);
      return asPlayer(userId, (scope) => claimWeeklyGold(scope, userId));
    },

    claimableBadgeGolds: (viewerId: string | null) =>
      claimableBadgeGolds(db, requireViewerId(viewerId), now()),

    claimBadgeGolds: (viewerId: string | null) => {
      const userId = requireViewerId(viewerId);
      return asPlayer(userId, (scope) => claimBadgeGolds(scope, userId));
    },

    myRedeemableCodes: (viewerId: string | null, limit: number, offset: number) =>
      myRedeemableCodes(db, requireViewerId(viewerId), checkPage(limit, offset)),

    redeemableCode: (viewerId: string | null, groupKey: string, id: string) =>
      redeemableCode(db, requireViewerId(viewerId), groupKey, id),

    /** Operator: `levelup codes import` (issue 12 Build 9); invalid-input unless a REDEEMABLE_CODE item. */
    async importCodes(groupKey: string, codes: string[]): Promise<PoolImport> {
      const imported = await importCodePool(db, groupKey, codes, now());
      await poolWatch.check();
      return imported;
    },

    /** Unused codes per pool (the gauge). */
    unusedCodes: () => countUnusedCodes(db),
    /** The low-pool warning: checked by a job every 5 minutes and after each import. */
    poolWatch,
  };
}
