CREATE TYPE "public"."notification_type" AS ENUM('BattlePassLevelUp', 'PurchaseBattlePassPremium', 'PurchaseXpBooster', 'XpGain');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('PENDING', 'SUCCESS', 'FAILED');--> statement-breakpoint
CREATE TABLE "purchase_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"chain_id" integer,
	"status" "transaction_status" DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_transactions_quantity_positive" CHECK ("purchase_transactions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_battle_passes" (
	"user_id" uuid NOT NULL,
	"battle_pass_id" integer NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"notified_level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_battle_passes_user_id_battle_pass_id_pk" PRIMARY KEY("user_id","battle_pass_id"),
	CONSTRAINT "user_battle_passes_xp_not_negative" CHECK ("user_battle_passes"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_boosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_boosters_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "user_boosters_ends_after_start" CHECK ("user_boosters"."ends_at" > "user_boosters"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_type" "notification_type" NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_special_missions" (
	"user_id" uuid NOT NULL,
	"special_mission_id" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"bypassed_at" timestamp with time zone,
	CONSTRAINT "user_special_missions_user_id_special_mission_id_pk" PRIMARY KEY("user_id","special_mission_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "battle_pass_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_transactions" ADD CONSTRAINT "purchase_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_battle_passes" ADD CONSTRAINT "user_battle_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_battle_passes" ADD CONSTRAINT "user_battle_passes_battle_pass_id_battle_passes_id_fk" FOREIGN KEY ("battle_pass_id") REFERENCES "public"."battle_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_boosters" ADD CONSTRAINT "user_boosters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_missions" ADD CONSTRAINT "user_special_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_missions" ADD CONSTRAINT "user_special_missions_special_mission_id_special_missions_id_fk" FOREIGN KEY ("special_mission_id") REFERENCES "public"."special_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_transactions_user" ON "purchase_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_boosters_user_ends" ON "user_boosters" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "user_notifications_user_created" ON "user_notifications" USING btree ("user_id","created_at");