// Battle pass progression of the signed-in player (issue 4): state, items, claims, special-mission
// bypass and in-app purchases. Every change runs in one transaction under the player lock, and its
// events (item logs, notifications, transactions) are published after the commit.
import { CURRENCIES } from '@levelup/domain/currency';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type {
  ClaimRewardResult,
  ClaimRewardsResult,
  DailyMissionList,
  ItemTransaction,
  PurchaseResult,
  PurchaseShopItemInput,
  RewardTrack,
  UserBattlePassState,
  UserItem,
} from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { challengeCatalog } from '#modules/challenges/catalog.ts';
import { dailyMissionList } from '#modules/challenges/daily-list.ts';
import { loadItems } from '#modules/season/items.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { claimReward, claimTrackRewards, type ClaimResult } from './claims.ts';
import { createOperatorTools } from './operator.ts';
import { createPlayerTransactions } from './player-transactions.ts';
import { findPurchase, toItemTransaction } from './purchases-store.ts';
import { purchaseWithCoin } from './purchases.ts';
import { bypassSpecialMission } from './special-missions.ts';
import type { SeasonRef } from './standing.ts';
import { battlePassState } from './state.ts';
import { listItemBalances } from './store.ts';
import { toGrantedItems, toRewards } from './views.ts';

/** A real calendar day, YYYY-MM-DD (2026-02-31 is not one). */
function isUtcDay(date: string): boolean {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

export type ProgressionService = ReturnType<typeof createProgressionService>;

/** Database ids are positive int4; anything else names nothing. */
function parseId(id: string, what: string): number {
  const value = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 2_147_483_647)
    throw invalidInput(`Unknown ${what} "${id}".`);
  return value;
}

export function createProgressionService({
  db,
  events,
  season,
  site,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  season: SeasonService;
  site: SiteService;
  now?: () => Date;
}) {
  const { asPlayer } = createPlayerTransactions({ db, events, now });
  const catalog = challengeCatalog(db, season.seasonDataCache);

  const state = (userId: string, of: SeasonRef) => battlePassState(db, userId, of, now());

  async function claimed(userId: string, result: ClaimResult) {
    const [items, fresh] = await Promise.all([
      loadItems(db, [
        ...result.claimed.map((reward) => reward.itemKey),
        ...result.granted.map((granted) => granted.itemKey),
      ]),
      state(userId, result.season),
    ]);
    return {
      rewards: toRewards(result.claimed, items),
      granted: toGrantedItems(result.granted, items),
      state: fresh,
    };
  }

  return {
    operator: createOperatorTools({ db, events, now }),

    /** spec 1 §3 User battle pass state; null for a visitor. */
    async battlePassState(
      viewerId: string | null,
      group: string,
      key: string | null | undefined,
    ): Promise<UserBattlePassState | null> {
      if (!viewerId) return null;
      return state(viewerId, await season.battlePass(group, key));
    },

    /**
     * spec 1 §3 Daily mission list: the season's pinned list of the UTC day with the viewer's
     * progress (completed of total); total is null without daily missions (the client shows 10).
     */
    async dailyMissions(
      viewerId: string | null,
      group: string,
      key: string | null | undefined,
      date: string,
    ): Promise<DailyMissionList> {
      if (!isUtcDay(date)) throw invalidInput('date must be a UTC date, YYYY-MM-DD.');
      const { id } = await season.battlePass(group, key);
      return dailyMissionList(db, { viewerId, battlePassId: id, day: date, now: now(), catalog });
    },

    /**
     * Items (not the four currencies) the viewer holds, for Check your items; only `itemKey` when
     * given (spec 2 §7 Query user items by item key); empty for a visitor.
     */
    async userItems(viewerId: string | null, itemKey: string | null = null): Promise<UserItem[]> {
      if (!viewerId) return [];
      const rows = await listItemBalances(db, viewerId, CURRENCIES, itemKey);
      const items = await loadItems(
        db,
        rows.map((row) => row.itemKey),
      );
      return rows.flatMap((row) => {
        const item = items.get(row.itemKey);
        return item ? [{ itemKey: row.itemKey, quantity: row.quantity, item }] : [];
      });
    },

    /** spec 1 §3 Transaction record: the viewer's own purchase only. */
    async userItemTransaction(
      viewerId: string | null,
      txId: string,
    ): Promise<ItemTransaction | null> {
      if (!viewerId) return null;
      const row = await findPurchase(db, txId, viewerId);
      return row ? toItemTransaction(row) : null;
    },

    async claimReward(viewerId: string | null, rewardId: string): Promise<ClaimRewardResult> {
      const userId = requireViewerId(viewerId);
      const id = parseId(rewardId, 'reward');
      const result = await asPlayer(userId, (scope) => claimReward(scope, userId, id));
      const view = await claimed(userId, result);
      const [reward] = view.rewards;
      const collectedAt = result.claimed[0]?.collectedAt;
      if (!reward || !collectedAt) throw new Error('a claim returned no reward');
      return { reward, collectedAt, granted: view.granted, state: view.state };
    },

    async claimRewards(
      viewerId: string | null,
      battlePassId: string,
      track: RewardTrack,
    ): Promise<ClaimRewardsResult> {
      const userId = requireViewerId(viewerId);
      const id = parseId(battlePassId, 'battle pass id');
      const result = await asPlayer(userId, (scope) =>
        claimTrackRewards(scope, userId, id, track === 'PREMIUM' ? 'premium' : 'basic'),
      );
      return claimed(userId, result);
    },

    async bypassSpecialMission(
      viewerId: string | null,
      specialMissionId: string,
    ): Promise<UserBattlePassState> {
      const userId = requireViewerId(viewerId);
      const id = parseId(specialMissionId, 'special mission');
      const of = await asPlayer(userId, (scope) => bypassSpecialMission(scope, userId, id));
      return state(userId, of);
    },

    async purchaseShopItem(
      viewerId: string | null,
      input: PurchaseShopItemInput,
    ): Promise<PurchaseResult> {
      const userId = requireViewerId(viewerId);
      const flags = await site.featureFlags();
      const purchase = await asPlayer(userId, (scope) =>
        purchaseWithCoin(scope, userId, input, flags),
      );
      return { txId: purchase.id, status: purchase.status, signedRequest: null, stripe: null };
    },
  };
}
