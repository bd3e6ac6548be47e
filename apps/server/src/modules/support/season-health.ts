// Issue 29 §1 (season health): how a live season is going, read from the ledger and the event tables —
// players per level, XP earned and active players per day, claims per reward, premium pass and booster
// sales, the economy (each currency minted and burned per reason per day), mission completions per
// mission (mission-completions.ts) and chest payouts against the published odds (chest-payouts.ts).
// Read-only; one query a panel, over the last `days` UTC days (today's included) where a panel is per
// day (and for chests). Indexes and rollups that keep each panel fast at 1 million players: migration
// 0024 and health-rollup.ts; measured by bench/season-health.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chestPayouts, type ChestPayouts } from './chest-payouts.ts';
import { readWatermark, rows } from './health-rows.ts';
import { missionCompletions, type MissionCompletions } from './mission-completions.ts';

export type HealthSeason = {
  id: number;
  xpItemKey: string;
  premiumPassItemKey: string;
  xpBoosters: readonly string[];
};

export type SeasonHealth = {
  /** Players per level reached by XP (a special mission may hold the level they are shown). */
  levels: { level: number; players: number }[];
  /** Per UTC day: XP earned in the season and the players who earned any. */
  days: { day: string; xp: number; activePlayers: number }[];
  /** Rewards collected at least once, by level and track. */
  claims: { level: number; track: string; itemKey: string; amount: number; claims: number }[];
  /** Premium passes and boosters of the season sold (successful purchases), by payment type. */
  sales: { itemKey: string; paymentType: string; sold: number }[];
  /** Per UTC day, currency and reason: what was minted (credited) and burned (debited). */
  economy: { day: string; currency: string; reason: string; minted: number; burned: number }[];
  /** Completions of each of the season's missions (special missions by level, challenge missions). */
  missions: MissionCompletions[];
  /** Per published chest: first rolls of the window's openings by line against the odds, tested. */
  chests: ChestPayouts[];
};

const day = sql`to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The rollup's watermark (health-rollup.ts), a value of the query (see readWatermark). */
const watermark = async (db: Database) => sql`${await readWatermark(db)}::timestamptz`;

/** The first instant of the window: the UTC day `days - 1` days before today's (whole UTC days). */
export function healthSince(now: Date, days: number): Date {
  const today = Math.floor(now.getTime() / 86_400_000) * 86_400_000;
  return new Date(today - (days - 1) * 86_400_000);
}

/** What every panel reads: the season, and where the per-day panels (and chests) start. */
export type HealthWindow = { season: HealthSeason; since: Date };

type Panels = {
  [Panel in keyof SeasonHealth]: (
    db: Database,
    window: HealthWindow,
  ) => Promise<SeasonHealth[Panel]>;
};

/** One function a panel, so the benchmark (bench/season-health.ts) times each on its own. */
export const healthPanels: Panels = {
  // Each level's XP range [required, next level's required) counted on user_battle_passes_pass_xp
  // (an index-only range count a level); a player below the first level's XP is at level 0.
  async levels(db, { season }) {
    const found = await rows<{ level: number; players: string }>(
      db,
      sql`with levels as (
            select level, required_xp::bigint as lower,
              coalesce(lead(required_xp) over (order by required_xp, level), 2147483648)::bigint
                as upper
            from battle_pass_levels where battle_pass_id = ${season.id}
          ),
          bounds as (
            select 0 as level, -1::bigint as lower,
              coalesce((select min(lower) from levels), 2147483648)::bigint as upper
            union all
            select level, lower, upper from levels
          )
          select bound.level, counted.players from bounds bound
          cross join lateral (
            select count(*) as players from user_battle_passes player
            where player.battle_pass_id = ${season.id}
              and player.xp >= bound.lower and player.xp < bound.upper
          ) counted
          where counted.players > 0 order by bound.level`,
    );
    return found.map((row) => ({ level: Number(row.level), players: Number(row.players) }));
  },

  // Rolled-up days (health-rollup.ts) plus the ledger rows after the watermark. A player counts once
  // a day: a live row's player is active only if they earned none of the season's XP earlier that
  // day before the watermark (ledger_entries_user_created answers that per player).
  async days(db, { season, since }) {
    const mark = await watermark(db);
    const found = await rows<{ day: string; xp: string; active_players: string }>(
      db,
      sql`with live as (
            select ${day} as day, delta, user_id,
              not exists (
                select 1 from ledger_entries earlier
                where earlier.user_id = entry.user_id and earlier.battle_pass_id = ${season.id}
                  and earlier.currency = ${season.xpItemKey} and earlier.delta > 0
                  and earlier.created_at >= date_trunc('day', entry.created_at at time zone 'UTC') at time zone 'UTC'
                  and earlier.created_at < ${mark}
              ) as first_today
            from ledger_entries entry
            where entry.battle_pass_id = ${season.id} and entry.currency = ${season.xpItemKey}
              and entry.delta > 0
              and entry.created_at >= greatest(${mark}, ${since.toISOString()}::timestamptz)
          )
          select day, sum(xp) as xp, sum(active_players) as active_players from (
            select to_char(day, 'YYYY-MM-DD') as day, xp, active_players from health_xp_days
            where battle_pass_id = ${season.id} and currency = ${season.xpItemKey}
              and day >= ${since.toISOString()}::date
            union all
            select day, sum(delta), count(distinct user_id) filter (where first_today)
            from live group by 1
          ) both_parts
          group by 1 having sum(xp) > 0 order by 1`,
    );
    return found.map((row) => ({
      day: row.day,
      xp: Number(row.xp ?? 0),
      activePlayers: Number(row.active_players),
    }));
  },

  // Counted per reward on reward_collect_logs_reward (an index-only count each).
  async claims(db, { season }) {
    const found = await rows<{
      level: number;
      track: string;
      item_key: string;
      amount: number;
      claims: string;
    }>(
      db,
      sql`select level.level, reward.track, reward.item_key, reward.amount,
            sum(collected.claims) as claims
          from rewards reward
          join battle_pass_levels level on level.id = reward.battle_pass_level_id
          cross join lateral (
            select count(*) as claims from reward_collect_logs collected
            where collected.reward_id = reward.id
          ) collected
          where level.battle_pass_id = ${season.id}
          group by 1, 2, 3, 4 having sum(collected.claims) > 0
          order by 1, 2, 3`,
    );
    return found.map((row) => ({
      level: Number(row.level),
      track: row.track,
      itemKey: row.item_key,
      amount: Number(row.amount),
      claims: Number(row.claims),
    }));
  },

  async sales(db, { season }) {
    const sold = [season.premiumPassItemKey, ...season.xpBoosters];
    const found = await rows<{ item_key: string; payment_type: string; sold: string }>(
      db,
      sql`select item_key, payment_type, sum(quantity) as sold
          from purchase_transactions
          where status = 'SUCCESS' and item_key in (${sql.join(
            sold.map((key) => sql`${key}`),
            sql`, `,
          )})
          group by 1, 2 order by 1, 2`,
    );
    return found.map((row) => ({
      itemKey: row.item_key,
      paymentType: row.payment_type,
      sold: Number(row.sold),
    }));
  },

  // Rolled-up days (health-rollup.ts) plus the ledger rows after the watermark.
  async economy(db, { since }) {
    const mark = await watermark(db);
    const found = await rows<{
      day: string;
      currency: string;
      reason: string;
      minted: string;
      burned: string;
    }>(
      db,
      sql`select day, currency, reason, sum(minted) as minted, sum(burned) as burned from (
            select to_char(day, 'YYYY-MM-DD') as day, currency, reason, minted, burned
            from health_economy_days where day >= ${since.toISOString()}::date
            union all
            select ${day}, currency, reason,
              coalesce(sum(delta) filter (where delta > 0), 0),
              coalesce(-sum(delta) filter (where delta < 0), 0)
            from ledger_entries
            where battle_pass_id is null
              and created_at >= greatest(${mark}, ${since.toISOString()}::timestamptz)
            group by 1, 2, 3
          ) both_parts
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    return found.map((row) => ({
      day: row.day,
      currency: row.currency,
      reason: row.reason,
      minted: Number(row.minted),
      burned: Number(row.burned),
    }));
  },

  missions: (db, { season }) => missionCompletions(db, season.id),

  chests: (db, { since }) => chestPayouts(db, since),
};

export async function seasonHealth(
  db: Database,
  season: HealthSeason,
  { days = 14, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<SeasonHealth> {
  const window = { season, since: healthSince(now, days) };
  // One panel after the other: a caller may pass a transaction (one connection).
  const levels = await healthPanels.levels(db, window);
  const perDay = await healthPanels.days(db, window);
  const claims = await healthPanels.claims(db, window);
  const sales = await healthPanels.sales(db, window);
  const economy = await healthPanels.economy(db, window);
  const missions = await healthPanels.missions(db, window);
  const chests = await healthPanels.chests(db, window);
  return { levels, days: perDay, claims, sales, economy, missions, chests };
}
