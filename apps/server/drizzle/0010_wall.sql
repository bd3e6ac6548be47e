CREATE TYPE "public"."wall_post_source_type" AS ENUM('discord', 'mirror', 'rss-feed', 'twitter', 'twitter-space', 'youtube');--> statement-breakpoint
CREATE TABLE "wall_feeds" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"source_type" "wall_post_source_type" NOT NULL,
	"name" text NOT NULL,
	"game_key" text,
	"etag" text,
	"last_modified" text,
	"last_polled_at" timestamp with time zone,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"newest_item_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_post_first_likes" (
	"user_id" uuid NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "wall_post_first_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "wall_post_likes" (
	"user_id" uuid NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_post_likes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "wall_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wall_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_type" "wall_post_source_type" NOT NULL,
	"source_key" text NOT NULL,
	"external_id" text NOT NULL,
	"source_name" text NOT NULL,
	"url" text,
	"title" text,
	"text" text DEFAULT '' NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"game_key" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"imported_like_count" integer DEFAULT 0 NOT NULL,
	"like_total" integer GENERATED ALWAYS AS (like_count + imported_like_count) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_posts_source_item" UNIQUE("source_key","external_id"),
	CONSTRAINT "wall_posts_like_count_non_negative" CHECK ("wall_posts"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wall_post_first_likes" ADD CONSTRAINT "wall_post_first_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_post_first_likes" ADD CONSTRAINT "wall_post_first_likes_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_post_likes" ADD CONSTRAINT "wall_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_post_likes" ADD CONSTRAINT "wall_post_likes_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_post_likes_newest" ON "wall_post_likes" USING btree ("post_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wall_posts_feed" ON "wall_posts" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wall_posts_guest_feed" ON "wall_posts" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE like_total >= 10;