CREATE TABLE "referral_quotas" (
	"referrer_user_id" uuid NOT NULL,
	"campaign_key" text NOT NULL,
	"rewarded" integer NOT NULL,
	CONSTRAINT "referral_quotas_referrer_user_id_campaign_key_pk" PRIMARY KEY("referrer_user_id","campaign_key")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"refused_reason" text,
	"qualifying_level" integer,
	"campaign_key" text,
	"reward_currency" text,
	"reward_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"referrer_event_at" timestamp with time zone,
	CONSTRAINT "referrals_state" CHECK ("referrals"."state" in ('pending', 'qualified', 'rewarded', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_up_ip_block" text;--> statement-breakpoint
ALTER TABLE "referral_quotas" ADD CONSTRAINT "referral_quotas_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_user_id_users_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_pending_idx" ON "referrals" USING btree ("state","created_at");