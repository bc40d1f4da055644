CREATE TABLE "article_outlet_daily_views" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"outlet" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "article_outlet_daily_views_article_id_day_outlet_pk" PRIMARY KEY("article_id","day","outlet")
);
--> statement-breakpoint
CREATE TABLE "daily_outlet_visitor_marks" (
	"day" date NOT NULL,
	"visitor" bigint NOT NULL,
	"outlet" text NOT NULL,
	"article_id" integer NOT NULL,
	"writer_id" integer NOT NULL,
	CONSTRAINT "daily_outlet_visitor_marks_day_visitor_outlet_article_id_pk" PRIMARY KEY("day","visitor","outlet","article_id")
);
--> statement-breakpoint
CREATE TABLE "outlet_daily_views" (
	"writer_id" integer NOT NULL,
	"day" date NOT NULL,
	"outlet" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "outlet_daily_views_writer_id_day_outlet_pk" PRIMARY KEY("writer_id","day","outlet")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "outlet" text;--> statement-breakpoint
CREATE INDEX "article_outlet_daily_views_day_idx" ON "article_outlet_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "outlet_daily_views_day_idx" ON "outlet_daily_views" USING btree ("day");