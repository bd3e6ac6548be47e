ALTER TABLE "user_reservations" ADD COLUMN "voucher_wallet" text;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD COLUMN "voucher_token_id" text;--> statement-breakpoint
ALTER TABLE "free_mints" ADD COLUMN "contract_address" text;