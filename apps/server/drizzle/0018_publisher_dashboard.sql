CREATE TABLE "game_event_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"event_id" text,
	"status" text NOT NULL,
	"reason" text,
	"message" text,
	"identity" text,
	"game_key" text,
	"type" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_members" (
	"studio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_members_studio_id_user_id_pk" PRIMARY KEY("studio_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "game_event_receipts" ADD CONSTRAINT "game_event_receipts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_event_receipts_studio_received" ON "game_event_receipts" USING btree ("studio_id","received_at");--> statement-breakpoint
CREATE INDEX "studio_members_user" ON "studio_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_events_studio_received" ON "game_events" USING btree ("studio_id","received_at");