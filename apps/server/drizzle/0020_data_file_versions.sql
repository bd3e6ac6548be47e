CREATE TABLE "data_file_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_hash" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" integer NOT NULL,
	"reapplied_from" bigint
);
--> statement-breakpoint
ALTER TABLE "data_file_versions" ADD CONSTRAINT "data_file_versions_reapplied_from_data_file_versions_id_fk" FOREIGN KEY ("reapplied_from") REFERENCES "public"."data_file_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_file_versions_file" ON "data_file_versions" USING btree ("kind","name","id");--> statement-breakpoint
-- Issue 29 §3: the history of applied data files is kept as it happened; nothing rewrites it.
CREATE FUNCTION "data_file_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'data_file_versions is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "data_file_versions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "data_file_versions" FOR EACH STATEMENT EXECUTE FUNCTION "data_file_versions_append_only"();
