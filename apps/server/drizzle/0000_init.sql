CREATE TYPE "public"."item_type" AS ENUM('IN_GAME_ITEM', 'CURRENCY', 'PLAYPOINT', 'REDEEMABLE_CODE', 'BATTLE_PASS_XP', 'WHITE_LABEL_BATTLE_PASS_XP', 'XP_BOOSTER', 'PREMIUM_PASS', 'CHEST');--> statement-breakpoint
CREATE TYPE "public"."reward_track" AS ENUM('basic', 'premium');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('COIN', 'CREDIT_CARD', 'CRYPTO');--> statement-breakpoint
CREATE TABLE "game_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"asset_key" text NOT NULL,
	"asset_value" text NOT NULL,
	CONSTRAINT "game_assets_game_key" UNIQUE("game_id","asset_key")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"item_key" text PRIMARY KEY NOT NULL,
	"type" "item_type" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_path" text,
	"game_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_mint_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_mint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"free_mint_id" text NOT NULL,
	"position" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	CONSTRAINT "free_mint_events_mint_position" UNIQUE("free_mint_id","position")
);
--> statement-breakpoint
CREATE TABLE "free_mints" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"video_path" text,
	"type" text NOT NULL,
	"chain_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"offchain_action_type" text,
	"weekly_gold_bonus" integer,
	"collection_groups" text[] NOT NULL,
	"released_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"list_price" numeric(20, 8) NOT NULL,
	"max_supply" integer NOT NULL,
	"minted_count" integer DEFAULT 0 NOT NULL,
	"reserved_count" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_mints_slug_unique" UNIQUE("slug"),
	CONSTRAINT "free_mints_minted_not_negative" CHECK ("free_mints"."minted_count" >= 0),
	CONSTRAINT "free_mints_reserved_not_negative" CHECK ("free_mints"."reserved_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_collect_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_collect_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"reward_id" integer NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_collect_logs_user_reward" UNIQUE("user_id","reward_id")
);
--> statement-breakpoint
CREATE TABLE "battle_pass_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battle_pass_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"battle_pass_id" integer NOT NULL,
	"level" integer NOT NULL,
	"required_xp" integer NOT NULL,
	CONSTRAINT "battle_pass_levels_pass_level" UNIQUE("battle_pass_id","level"),
	CONSTRAINT "battle_pass_levels_level_positive" CHECK ("battle_pass_levels"."level" > 0),
	CONSTRAINT "battle_pass_levels_xp_not_negative" CHECK ("battle_pass_levels"."required_xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "battle_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battle_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"season" integer NOT NULL,
	"season_start_date" timestamp with time zone,
	"season_end_date" timestamp with time zone,
	"no_of_levels" integer NOT NULL,
	"theme" jsonb NOT NULL,
	"email_template_id" text,
	"avax_pass" boolean DEFAULT false NOT NULL,
	"xp_item_key" text NOT NULL,
	"xp_boosters" text[] NOT NULL,
	"premium_pass_item_key" text NOT NULL,
	"supported_wallet_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_passes_group_key" UNIQUE("group","key")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"battle_pass_level_id" integer NOT NULL,
	"track" "reward_track" NOT NULL,
	"position" integer NOT NULL,
	"item_key" text NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "rewards_level_track_position" UNIQUE("battle_pass_level_id","track","position"),
	CONSTRAINT "rewards_amount_positive" CHECK ("rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "special_missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"battle_pass_id" integer NOT NULL,
	"challenge_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"target_level" integer NOT NULL,
	"snowflake_bypass_cost" integer,
	CONSTRAINT "special_missions_challenge_key_unique" UNIQUE("challenge_key"),
	CONSTRAINT "special_missions_pass_level" UNIQUE("battle_pass_id","target_level")
);
--> statement-breakpoint
CREATE TABLE "shop_item_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_item_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_item_key" text NOT NULL,
	"position" integer NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	"chain_id" integer,
	CONSTRAINT "shop_item_prices_item_position" UNIQUE("shop_item_key","position"),
	CONSTRAINT "shop_item_prices_price_not_negative" CHECK ("shop_item_prices"."price" >= 0),
	CONSTRAINT "shop_item_prices_crypto_has_chain" CHECK (("shop_item_prices"."payment_type" = 'CRYPTO') = ("shop_item_prices"."chain_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"item_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duration" integer,
	"is_purchasable" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_menus" (
	"key" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_assets" ADD CONSTRAINT "game_assets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_mint_events" ADD CONSTRAINT "free_mint_events_free_mint_id_free_mints_id_fk" FOREIGN KEY ("free_mint_id") REFERENCES "public"."free_mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_collect_logs" ADD CONSTRAINT "reward_collect_logs_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_levels" ADD CONSTRAINT "battle_pass_levels_battle_pass_id_battle_passes_id_fk" FOREIGN KEY ("battle_pass_id") REFERENCES "public"."battle_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_passes" ADD CONSTRAINT "battle_passes_xp_item_key_items_item_key_fk" FOREIGN KEY ("xp_item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_passes" ADD CONSTRAINT "battle_passes_premium_pass_item_key_items_item_key_fk" FOREIGN KEY ("premium_pass_item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_battle_pass_level_id_battle_pass_levels_id_fk" FOREIGN KEY ("battle_pass_level_id") REFERENCES "public"."battle_pass_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_item_key_items_item_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_missions" ADD CONSTRAINT "special_missions_battle_pass_id_battle_passes_id_fk" FOREIGN KEY ("battle_pass_id") REFERENCES "public"."battle_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_item_prices" ADD CONSTRAINT "shop_item_prices_shop_item_key_shop_items_item_key_fk" FOREIGN KEY ("shop_item_key") REFERENCES "public"."shop_items"("item_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_item_key_items_item_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_missions_pass" ON "special_missions" USING btree ("battle_pass_id");