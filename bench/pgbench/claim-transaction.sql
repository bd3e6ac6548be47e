-- One battle pass reward claim as the API runs it (claimBattlePassReward of a basic-track item reward:
-- apps/server/src/modules/progression/claims.ts), statement for statement, with the same parameters.
-- The first line only picks the next unclaimed (player, reward) pair, as the HTTP request would name it.
-- Run by bench/claim-throughput.ts: pgbench -n -M extended -D bp_id=<season id> -f claim-transaction.sql
SELECT p.user_id, p.reward_id, p.item_key, p.amount FROM bench_claim_pairs p WHERE p.n = (SELECT nextval('bench_claim_seq')) \gset
BEGIN;
select "id" from "users" where "users"."id" = :user_id for no key update;
select "rewards"."id", "rewards"."track", "rewards"."item_key", "rewards"."amount", "rewards"."metadata", "battle_pass_levels"."level", "battle_pass_levels"."battle_pass_id" from "rewards" inner join "battle_pass_levels" on "battle_pass_levels"."id" = "rewards"."battle_pass_level_id" where "rewards"."id" = :reward_id;
select "id", "group", "key", "name", "slug", "season", "season_start_date", "season_end_date", "no_of_levels", "theme", "email_template_id", "avax_pass", "xp_item_key", "xp_boosters", "premium_pass_item_key", "supported_wallet_ids", "updated_at" from "battle_passes" where "battle_passes"."id" = :bp_id;
select "level", "required_xp" from "battle_pass_levels" where "battle_pass_levels"."battle_pass_id" = :bp_id order by "battle_pass_levels"."level" asc;
select "special_missions"."id", "special_missions"."challenge_key", "special_missions"."title", "special_missions"."description", "special_missions"."target_level", "special_missions"."snowflake_bypass_cost", "user_special_missions"."completed_at", "user_special_missions"."bypassed_at" from "special_missions" left join "user_special_missions" on ("user_special_missions"."special_mission_id" = "special_missions"."id" and "user_special_missions"."user_id" = :user_id) where "special_missions"."battle_pass_id" = :bp_id order by "special_missions"."target_level" asc;
select "xp", "notified_level" from "user_battle_passes" where ("user_battle_passes"."user_id" = :user_id and "user_battle_passes"."battle_pass_id" = :bp_id);
insert into "reward_collect_logs" ("id", "user_id", "reward_id", "collected_at") values (default, :user_id, :reward_id, default) on conflict ("user_id","reward_id") do nothing returning "collected_at";
select "items"."item_key", "items"."type", "shop_items"."duration" from "items" left join "shop_items" on "shop_items"."item_key" = "items"."item_key" where "items"."item_key" = :item_key;
insert into "ledger_entries" ("id", "user_id", "currency", "delta", "battle_pass_id", "reason", "idempotency_key", "created_at") values (default, :user_id, :item_key, :amount, null, 'COLLECT_CHALLENGE_REWARD', 'claim:' || :user_id || ':' || :reward_id, default) on conflict ("idempotency_key") do nothing returning "id", "user_id", "currency", "delta", "battle_pass_id", "reason", "idempotency_key", "created_at";
insert into "user_balances" ("user_id", "currency", "amount") values (:user_id, :item_key, :amount) on conflict ("user_id","currency") do update set "amount" = "user_balances"."amount" + excluded.amount;
COMMIT;
