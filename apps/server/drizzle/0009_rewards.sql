CREATE TABLE "redeemable_code_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"grant_key" text NOT NULL,
	"position" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeemable_code_grants_grant_position" UNIQUE("grant_key","position"),
	CONSTRAINT "redeemable_code_grants_position" CHECK ("redeemable_code_grants"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "redeemable_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_key" text NOT NULL,
	"code" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grant_id" uuid,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "redeemable_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "redeemable_codes_grant_id_unique" UNIQUE("grant_id")
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"reward_amount" integer NOT NULL,
	"reward_quota_per_user" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "badge_item_key" text;--> statement-breakpoint
ALTER TABLE "redeemable_code_grants" ADD CONSTRAINT "redeemable_code_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeemable_code_grants_user" ON "redeemable_code_grants" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "redeemable_code_grants_group" ON "redeemable_code_grants" USING btree ("group_key","granted_at");--> statement-breakpoint
CREATE INDEX "redeemable_codes_unused" ON "redeemable_codes" USING btree ("group_key","imported_at") WHERE "redeemable_codes"."grant_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_created" ON "ledger_entries" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);