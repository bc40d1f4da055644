CREATE TABLE "article_outlet_opt_outs" (
	"article_id" integer NOT NULL,
	"outlet_id" text NOT NULL,
	CONSTRAINT "article_outlet_opt_outs_article_id_outlet_id_pk" PRIMARY KEY("article_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "feed_outlets" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"exclude_pr" boolean DEFAULT true NOT NULL,
	"excluded_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_outlets_delay_check" CHECK ("feed_outlets"."delay_minutes" >= 0),
	CONSTRAINT "feed_outlets_item_count_check" CHECK ("feed_outlets"."item_count" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "article_outlet_opt_outs" ADD CONSTRAINT "article_outlet_opt_outs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_pr_public_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."is_pr" and "articles"."status" = 'published' and "articles"."deleted_at" is null;