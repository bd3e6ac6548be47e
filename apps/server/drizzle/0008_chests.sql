CREATE TABLE "chest_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chest_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"chest_type" text NOT NULL,
	"source" text NOT NULL,
	"period" text NOT NULL,
	"counter" integer NOT NULL,
	"rewards" jsonb NOT NULL,
	"drop_table" jsonb NOT NULL,
	"period_remaining" jsonb NOT NULL,
	"daily_chest_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chest_openings_user_period_counter" UNIQUE("user_id","period","counter"),
	CONSTRAINT "chest_openings_daily_chest" UNIQUE("daily_chest_id")
);
--> statement-breakpoint
CREATE TABLE "chest_period_drops" (
	"period" text NOT NULL,
	"chest_type" text NOT NULL,
	"line_key" text NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chest_period_drops_period_chest_type_line_key_pk" PRIMARY KEY("period","chest_type","line_key"),
	CONSTRAINT "chest_period_drops_given_not_negative" CHECK ("chest_period_drops"."given" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chest_roll_counters" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"last_counter" integer NOT NULL,
	CONSTRAINT "chest_roll_counters_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "chest_seed_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chest_tables" (
	"chest_type" text PRIMARY KEY NOT NULL,
	"drop_table" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_chests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_chests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"period" text NOT NULL,
	"position" integer NOT NULL,
	"rarity" text NOT NULL,
	"scrolled" integer DEFAULT 0 NOT NULL,
	"first_search_at" timestamp with time zone NOT NULL,
	"found_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"opened_ip" text,
	"opened_device_id" text,
	CONSTRAINT "daily_chests_user_sequence" UNIQUE("user_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "chest_openings" ADD CONSTRAINT "chest_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_openings" ADD CONSTRAINT "chest_openings_period_chest_seed_periods_period_fk" FOREIGN KEY ("period") REFERENCES "public"."chest_seed_periods"("period") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_roll_counters" ADD CONSTRAINT "chest_roll_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chest_tables" ADD CONSTRAINT "chest_tables_chest_type_items_item_key_fk" FOREIGN KEY ("chest_type") REFERENCES "public"."items"("item_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_chests" ADD CONSTRAINT "daily_chests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_chests" ADD CONSTRAINT "daily_chests_period_chest_seed_periods_period_fk" FOREIGN KEY ("period") REFERENCES "public"."chest_seed_periods"("period") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chest_openings_user_opened" ON "chest_openings" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "chest_openings_type_opened" ON "chest_openings" USING btree ("chest_type","opened_at");--> statement-breakpoint
CREATE INDEX "daily_chests_opened_ip" ON "daily_chests" USING btree ("opened_ip","opened_at");--> statement-breakpoint
CREATE INDEX "daily_chests_opened_device" ON "daily_chests" USING btree ("opened_device_id","opened_at");--> statement-breakpoint
CREATE INDEX "daily_chests_opened_at" ON "daily_chests" USING btree ("opened_at");