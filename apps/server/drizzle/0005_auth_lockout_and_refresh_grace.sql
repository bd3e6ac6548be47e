ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_email_purpose_pk";--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_pair" text;--> statement-breakpoint
CREATE INDEX "email_codes_email_purpose" ON "email_codes" USING btree ("email","purpose");