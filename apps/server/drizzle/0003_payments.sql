CREATE TYPE "public"."crypto_payment_status" AS ENUM('SUBMITTED', 'VERIFIED');--> statement-breakpoint
CREATE TABLE "card_payments" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "crypto_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"status" "crypto_payment_status" DEFAULT 'SUBMITTED' NOT NULL,
	"from_address" text,
	"value_wei" numeric(78, 0),
	"block_number" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_purchase_id_purchase_transactions_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_purchase_id_purchase_transactions_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_payments_chain_hash" ON "crypto_payments" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_payments_one_verified_per_purchase" ON "crypto_payments" USING btree ("purchase_id") WHERE "crypto_payments"."status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX "crypto_payments_purchase" ON "crypto_payments" USING btree ("purchase_id");