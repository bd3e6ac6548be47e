CREATE TABLE "player_state_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Issue 28: a change to any row the player's battle pass answer reads moves the player's version on,
-- at commit (deferred), so a kept answer (graphql/player-answer-cache.ts) is never reused after it.
CREATE FUNCTION "bump_player_state_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "player_state_versions" AS "current" ("user_id", "version") VALUES (NEW."user_id", 1)
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "current"."version" + 1;
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id") THEN
		INSERT INTO "player_state_versions" AS "current" ("user_id", "version") VALUES (OLD."user_id", 1)
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "current"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reward_collect_logs_player_state" AFTER INSERT OR UPDATE OR DELETE ON "reward_collect_logs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_player_state_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "redeemable_code_grants_player_state" AFTER INSERT OR UPDATE OR DELETE ON "redeemable_code_grants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_player_state_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_challenges_player_state" AFTER INSERT OR UPDATE OR DELETE ON "user_challenges" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_player_state_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_missions_player_state" AFTER INSERT OR UPDATE OR DELETE ON "user_missions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_player_state_version"();
