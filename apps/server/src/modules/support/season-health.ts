// Issue 29 §1 (season health): how a live season is going, read from the ledger and the event tables —
// players per level, XP earned and active players per day, claims per reward, premium pass and booster
// sales, and the economy (each currency minted and burned per reason per day). Read-only; one query a
// panel, over the last `days` days where a panel is per day.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

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
};

/** Both drivers (pg, PGlite) answer { rows }. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const day = sql`to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD')`;

export async function seasonHealth(
  db: Database,
  season: HealthSeason,
  { days = 14, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<SeasonHealth> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const sold = [season.premiumPassItemKey, ...season.xpBoosters];
  const [levels, perDay, claims, sales, economy] = await Promise.all([
    rows<{ level: number; players: string }>(
      db,
      sql`select coalesce(reached.level, 0) as level, count(*) as players
          from user_battle_passes player
          left join lateral (
            select max(level) as level from battle_pass_levels
            where battle_pass_id = player.battle_pass_id and required_xp <= player.xp
          ) reached on true
          where player.battle_pass_id = ${season.id}
          group by 1 order by 1`,
    ),
    rows<{ day: string; xp: string; active_players: string }>(
      db,
      sql`select ${day} as day, sum(delta) filter (where delta > 0) as xp,
            count(distinct user_id) filter (where delta > 0) as active_players
          from ledger_entries
          where battle_pass_id = ${season.id} and currency = ${season.xpItemKey}
            and created_at >= ${since}::timestamptz
          group by 1 order by 1`,
    ),
    rows<{ level: number; track: string; item_key: string; amount: number; claims: string }>(
      db,
      sql`select level.level, reward.track, reward.item_key, reward.amount, count(*) as claims
          from reward_collect_logs collected
          join rewards reward on reward.id = collected.reward_id
          join battle_pass_levels level on level.id = reward.battle_pass_level_id
          where level.battle_pass_id = ${season.id}
          group by 1, 2, 3, 4 order by 1, 2, 3`,
    ),
    rows<{ item_key: string; payment_type: string; sold: string }>(
      db,
      sql`select item_key, payment_type, sum(quantity) as sold
          from purchase_transactions
          where status = 'SUCCESS' and item_key in (${sql.join(
            sold.map((key) => sql`${key}`),
            sql`, `,
          )})
          group by 1, 2 order by 1, 2`,
    ),
    rows<{ day: string; currency: string; reason: string; minted: string; burned: string }>(
      db,
      sql`select ${day} as day, currency, reason,
            coalesce(sum(delta) filter (where delta > 0), 0) as minted,
            coalesce(-sum(delta) filter (where delta < 0), 0) as burned
          from ledger_entries
          where battle_pass_id is null and created_at >= ${since}::timestamptz
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
  ]);
  return {
    levels: levels.map((row) => ({ level: Number(row.level), players: Number(row.players) })),
    days: perDay.map((row) => ({
      day: row.day,
      xp: Number(row.xp ?? 0),
      activePlayers: Number(row.active_players),
    })),
    claims: claims.map((row) => ({
      level: Number(row.level),
      track: row.track,
      itemKey: row.item_key,
      amount: Number(row.amount),
      claims: Number(row.claims),
    })),
    sales: sales.map((row) => ({
      itemKey: row.item_key,
      paymentType: row.payment_type,
      sold: Number(row.sold),
    })),
    economy: economy.map((row) => ({
      day: row.day,
      currency: row.currency,
      reason: row.reason,
      minted: Number(row.minted),
      burned: Number(row.burned),
    })),
  };
}
