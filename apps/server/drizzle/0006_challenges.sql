CREATE TYPE "public"."challenge_type" AS ENUM('Default', 'Calendar', 'Milestone', 'BattlePassBlockerQuest', 'BattlePassMission', 'PlatformMission', 'StandaloneMission');--> statement-breakpoint
CREATE TYPE "public"."mission_aggregate" AS ENUM('count', 'sum', 'max');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ChallengeRewardReady';--> statement-breakpoint
CREATE TABLE "challenge_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"duration" text,
	CONSTRAINT "challenge_stages_challenge_stage" UNIQUE("challenge_id","stage"),
	CONSTRAINT "challenge_stages_stage_positive" CHECK ("challenge_stages"."stage" > 0)
);
--> statement-breakpoint
CREATE TABLE "challenge_stakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_stakes_position" UNIQUE("challenge_id","stage","position")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"type" "challenge_type" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"battle_pass_id" integer,
	"game_key" text,
	"daily_pool" boolean DEFAULT false NOT NULL,
	"auto_start" boolean DEFAULT false NOT NULL,
	"snowflake_bypass_cost" integer,
	"battle_pass_level" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenges_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "daily_mission_lists" (
	"battle_pass_id" integer NOT NULL,
	"day" date NOT NULL,
	"mission_ids" integer[] NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_mission_lists_pass_day" UNIQUE("battle_pass_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"item_key" text NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "mission_rewards_mission_position" UNIQUE("mission_id","position"),
	CONSTRAINT "mission_rewards_amount_positive" CHECK ("mission_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"challenge_id" integer NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"game_key" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aggregate" "mission_aggregate" DEFAULT 'count' NOT NULL,
	"group_by" text,
	"target_value" bigint NOT NULL,
	CONSTRAINT "missions_key_unique" UNIQUE("key"),
	CONSTRAINT "missions_target_positive" CHECK ("missions"."target_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "stake_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stake_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stake_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"item_key" text NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "stake_rewards_stake_position" UNIQUE("stake_id","position"),
	CONSTRAINT "stake_rewards_amount_positive" CHECK ("stake_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"challenge_id" integer NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"stake_id" integer,
	"tracking_data" jsonb,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reward_ready_at" timestamp with time zone,
	"reward_collected_at" timestamp with time zone,
	CONSTRAINT "user_challenges_user_challenge_stage" UNIQUE("user_id","challenge_id","stage")
);
--> statement-breakpoint
CREATE TABLE "user_mission_groups" (
	"user_mission_id" integer NOT NULL,
	"group_value" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_mission_groups_group" UNIQUE("user_mission_id","group_value")
);
--> statement-breakpoint
CREATE TABLE "user_missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"mission_id" integer NOT NULL,
	"period" text NOT NULL,
	"user_challenge_id" integer,
	"progress" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attribution" text,
	"tracking_data" jsonb,
	"completed_at" timestamp with time zone,
	"reward_collected_at" timestamp with time zone,
	CONSTRAINT "user_missions_user_mission_period" UNIQUE("user_id","mission_id","period"),
	CONSTRAINT "user_missions_progress_not_negative" CHECK ("user_missions"."progress" >= 0)
);
--> statement-breakpoint
ALTER TABLE "challenge_stages" ADD CONSTRAINT "challenge_stages_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_stakes" ADD CONSTRAINT "challenge_stakes_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_battle_pass_id_battle_passes_id_fk" FOREIGN KEY ("battle_pass_id") REFERENCES "public"."battle_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_mission_lists" ADD CONSTRAINT "daily_mission_lists_battle_pass_id_battle_passes_id_fk" FOREIGN KEY ("battle_pass_id") REFERENCES "public"."battle_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_item_key_items_item_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_rewards" ADD CONSTRAINT "stake_rewards_stake_id_challenge_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."challenge_stakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_rewards" ADD CONSTRAINT "stake_rewards_item_key_items_item_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenges" ADD CONSTRAINT "user_challenges_stake_id_challenge_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."challenge_stakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mission_groups" ADD CONSTRAINT "user_mission_groups_user_mission_id_user_missions_id_fk" FOREIGN KEY ("user_mission_id") REFERENCES "public"."user_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_user_challenge_id_user_challenges_id_fk" FOREIGN KEY ("user_challenge_id") REFERENCES "public"."user_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_battle_pass" ON "challenges" USING btree ("battle_pass_id");--> statement-breakpoint
CREATE INDEX "missions_challenge_stage" ON "missions" USING btree ("challenge_id","stage");--> statement-breakpoint
CREATE INDEX "user_challenges_user" ON "user_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_challenges_pending" ON "user_challenges" USING btree ("user_id") WHERE "user_challenges"."reward_ready_at" is not null and "user_challenges"."reward_collected_at" is null and "user_challenges"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "user_missions_user_period" ON "user_missions" USING btree ("user_id","period");