CREATE TABLE "user_minted_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"token_id" text,
	"tx_hash" text,
	"wallet_address" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_minted_assets_reservation" UNIQUE("reservation_id"),
	CONSTRAINT "user_minted_assets_chain_tx" UNIQUE("chain_id","tx_hash")
);
--> statement-breakpoint
CREATE TABLE "user_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" text NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'RESERVED' NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"reservation_expired_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"mint_started_at" timestamp with time zone,
	"airdrop_scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"device_id" text,
	"ip" text,
	CONSTRAINT "user_reservations_state" CHECK ("user_reservations"."state" in ('RESERVED', 'EXPIRED', 'PROCESSING', 'COMPLETED'))
);
--> statement-breakpoint
ALTER TABLE "free_mint_events" ADD COLUMN "registration_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_mint_events" ADD COLUMN "registration_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "mission_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "reserve_limit_per_player" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "mint_limit_per_player" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "reservation_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "offchain_pending_display" text;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "airdrop_delay_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_minted_assets" ADD CONSTRAINT "user_minted_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_minted_assets" ADD CONSTRAINT "user_minted_assets_collection_id_free_mints_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."free_mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_minted_assets" ADD CONSTRAINT "user_minted_assets_reservation_id_user_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."user_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_collection_id_free_mints_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."free_mints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_minted_assets_user_created" ON "user_minted_assets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_reservations_user_collection" ON "user_reservations" USING btree ("user_id","collection_id");--> statement-breakpoint
CREATE INDEX "user_reservations_collection_device" ON "user_reservations" USING btree ("collection_id","device_id");--> statement-breakpoint
CREATE INDEX "user_reservations_due" ON "user_reservations" USING btree ("reservation_expired_at") WHERE "user_reservations"."state" = 'RESERVED';