CREATE TABLE "game_events" (
	"studio_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"identity_kind" text NOT NULL,
	"identity" text NOT NULL,
	"game_key" text NOT NULL,
	"type" text NOT NULL,
	"value" double precision NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "game_events_studio_id_event_id_pk" PRIMARY KEY("studio_id","event_id"),
	CONSTRAINT "game_events_value_range" CHECK ("game_events"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"game_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studios_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_keys" ADD CONSTRAINT "studio_keys_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_events_pending_identity" ON "game_events" USING btree ("identity_kind","identity") WHERE "game_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_events_user" ON "game_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_keys_studio" ON "studio_keys" USING btree ("studio_id");