CREATE TABLE "article_related_picks" (
	"article_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "article_related_picks_article_id_position_pk" PRIMARY KEY("article_id","position"),
	CONSTRAINT "article_related_picks_not_itself" CHECK ("article_related_picks"."article_id" <> "article_related_picks"."related_id")
);
--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "reading" text;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "sns_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "article_related_picks" ADD CONSTRAINT "article_related_picks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_related_picks" ADD CONSTRAINT "article_related_picks_related_id_articles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_related_picks_related_idx" ON "article_related_picks" USING btree ("related_id");