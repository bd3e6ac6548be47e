CREATE TABLE "health_chest_days" (
	"day" date NOT NULL,
	"chest_type" text NOT NULL,
	"line" integer NOT NULL,
	"capped_out" boolean NOT NULL,
	"openings" integer NOT NULL,
	CONSTRAINT "health_chest_days_day_chest_type_line_capped_out_pk" PRIMARY KEY("day","chest_type","line","capped_out")
);
--> statement-breakpoint
CREATE TABLE "health_economy_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"minted" bigint NOT NULL,
	"burned" bigint NOT NULL,
	CONSTRAINT "health_economy_days_day_currency_reason_pk" PRIMARY KEY("day","currency","reason")
);
--> statement-breakpoint
CREATE TABLE "health_rollup_watermark" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_xp_days" (
	"battle_pass_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"xp" bigint NOT NULL,
	"active_players" integer NOT NULL,
	CONSTRAINT "health_xp_days_battle_pass_id_currency_day_pk" PRIMARY KEY("battle_pass_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "chest_openings" ADD COLUMN "rolled_lines" integer[];--> statement-breakpoint
CREATE INDEX "user_missions_completed" ON "user_missions" USING btree ("mission_id") WHERE "user_missions"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "user_battle_passes_pass_xp" ON "user_battle_passes" USING btree ("battle_pass_id","xp");--> statement-breakpoint
CREATE INDEX "user_special_missions_completed" ON "user_special_missions" USING btree ("special_mission_id") WHERE "user_special_missions"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "reward_collect_logs_reward" ON "reward_collect_logs" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");