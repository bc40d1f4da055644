CREATE TABLE "article_referrer_daily_views" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"referrer_host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "article_referrer_daily_views_article_id_day_referrer_host_pk" PRIMARY KEY("article_id","day","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "category_daily_views" (
	"writer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "category_daily_views_category_id_writer_id_day_pk" PRIMARY KEY("category_id","writer_id","day")
);
--> statement-breakpoint
CREATE TABLE "daily_views" (
	"writer_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "daily_views_writer_id_day_pk" PRIMARY KEY("writer_id","day")
);
--> statement-breakpoint
CREATE TABLE "daily_visitor_marks" (
	"day" date NOT NULL,
	"visitor" bigint NOT NULL,
	"article_id" integer NOT NULL,
	"writer_id" integer NOT NULL,
	CONSTRAINT "daily_visitor_marks_day_visitor_article_id_pk" PRIMARY KEY("day","visitor","article_id")
);
--> statement-breakpoint
CREATE TABLE "page_view_roll_up" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_view_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_roll_up_one_row" CHECK ("page_view_roll_up"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "referrer_daily_views" (
	"writer_id" integer NOT NULL,
	"referrer_host" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "referrer_daily_views_referrer_host_writer_id_day_pk" PRIMARY KEY("referrer_host","writer_id","day")
);
--> statement-breakpoint
CREATE TABLE "tag_daily_views" (
	"writer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "tag_daily_views_tag_id_writer_id_day_pk" PRIMARY KEY("tag_id","writer_id","day")
);
--> statement-breakpoint
CREATE TABLE "writer_article_daily_views" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"writer_id" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "writer_article_daily_views_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE INDEX "article_referrer_daily_views_day_idx" ON "article_referrer_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "category_daily_views_leaders_idx" ON "category_daily_views" USING btree ("day","writer_id","views" DESC NULLS FIRST,"category_id");--> statement-breakpoint
CREATE INDEX "referrer_daily_views_leaders_idx" ON "referrer_daily_views" USING btree ("day","writer_id","views" DESC NULLS FIRST,"referrer_host");--> statement-breakpoint
CREATE INDEX "tag_daily_views_leaders_idx" ON "tag_daily_views" USING btree ("day","writer_id","views" DESC NULLS FIRST,"tag_id");--> statement-breakpoint
CREATE INDEX "writer_article_daily_views_leaders_idx" ON "writer_article_daily_views" USING btree ("day","writer_id","views" DESC NULLS FIRST,"article_id");--> statement-breakpoint
CREATE INDEX "writer_article_daily_views_site_leaders_idx" ON "writer_article_daily_views" USING btree ("day","views" DESC NULLS FIRST,"article_id");--> statement-breakpoint
-- Hand-written backfill: the new tables get every view up to the newest one, and the roll-up goes on
-- from there. Counts per article come from article_daily_views, the rest from the raw views; visitors
-- are told apart by 64 bits of their hash, as the roll-up does.
SET LOCAL work_mem = '128MB';--> statement-breakpoint
INSERT INTO "page_view_roll_up" ("id", "last_view_id") SELECT 1, coalesce(max("id"), 0) FROM "page_views"
ON CONFLICT ("id") DO UPDATE SET "last_view_id" = excluded."last_view_id";--> statement-breakpoint
CREATE TEMP TABLE "backfill_views" ON COMMIT DROP AS
SELECT (pv."at" AT TIME ZONE 'Asia/Tokyo')::date AS "day", a."id" AS "article_id", coalesce(a."writer_id", 0) AS "writer_id",
  pv."referrer_host", ('x' || left(md5(pv."visitor_hash"), 16))::bit(64)::bigint AS "visitor"
FROM "page_views" pv LEFT JOIN "articles" a ON a."id" = pv."article_id"
WHERE pv."id" <= (SELECT "last_view_id" FROM "page_view_roll_up");--> statement-breakpoint
-- The old roll-up recounted today and yesterday every minute: count them once more, up to the same view.
INSERT INTO "article_daily_views" AS t ("article_id", "day", "views", "visitors")
SELECT "article_id", "day", count(*)::int, count(DISTINCT "visitor")::int FROM "backfill_views"
WHERE "article_id" IS NOT NULL AND "day" >= (now() AT TIME ZONE 'Asia/Tokyo')::date - 1
GROUP BY "article_id", "day"
ON CONFLICT ("article_id", "day") DO UPDATE SET "views" = excluded."views", "visitors" = excluded."visitors"
WHERE (t."views", t."visitors") IS DISTINCT FROM (excluded."views", excluded."visitors");--> statement-breakpoint
INSERT INTO "daily_visitor_marks" ("day", "visitor", "article_id", "writer_id")
SELECT DISTINCT "day", "visitor", coalesce("article_id", 0), "writer_id"
FROM "backfill_views" WHERE "day" >= (now() AT TIME ZONE 'Asia/Tokyo')::date - 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "daily_views" ("writer_id", "day", "views", "visitors")
SELECT 0, "day", count(*)::int, count(DISTINCT "visitor")::int FROM "backfill_views" GROUP BY "day"
UNION ALL
SELECT "writer_id", "day", count(*)::int, count(DISTINCT "visitor")::int FROM "backfill_views"
WHERE "article_id" IS NOT NULL GROUP BY "writer_id", "day";--> statement-breakpoint
INSERT INTO "referrer_daily_views" ("referrer_host", "writer_id", "day", "views")
SELECT "referrer_host", 0, "day", count(*)::int FROM "backfill_views" WHERE "referrer_host" IS NOT NULL GROUP BY "referrer_host", "day"
UNION ALL
SELECT "referrer_host", "writer_id", "day", count(*)::int FROM "backfill_views"
WHERE "referrer_host" IS NOT NULL AND "article_id" IS NOT NULL GROUP BY "referrer_host", "writer_id", "day";--> statement-breakpoint
INSERT INTO "article_referrer_daily_views" ("article_id", "day", "referrer_host", "views")
SELECT "article_id", "day", "referrer_host", count(*)::int FROM "backfill_views"
WHERE "referrer_host" IS NOT NULL AND "article_id" IS NOT NULL GROUP BY "article_id", "day", "referrer_host"
ORDER BY "article_id", "day", "referrer_host";--> statement-breakpoint
CREATE TEMP TABLE "backfill_article_days" ON COMMIT DROP AS
SELECT v."article_id", v."day", v."views", a."writer_id", a."category_id"
FROM "article_daily_views" v JOIN "articles" a ON a."id" = v."article_id"
WHERE v."day" >= (now() AT TIME ZONE 'Asia/Tokyo')::date - 89;--> statement-breakpoint
INSERT INTO "writer_article_daily_views" ("article_id", "day", "writer_id", "views")
SELECT "article_id", "day", "writer_id", "views" FROM "backfill_article_days" WHERE "views" > 0 ORDER BY "article_id", "day";--> statement-breakpoint
INSERT INTO "category_daily_views" ("category_id", "writer_id", "day", "views")
SELECT "category_id", 0, "day", sum("views")::int FROM "backfill_article_days" WHERE "category_id" IS NOT NULL
GROUP BY "category_id", "day" HAVING sum("views") > 0
UNION ALL
SELECT "category_id", "writer_id", "day", sum("views")::int FROM "backfill_article_days" WHERE "category_id" IS NOT NULL
GROUP BY "category_id", "writer_id", "day" HAVING sum("views") > 0;--> statement-breakpoint
INSERT INTO "tag_daily_views" ("tag_id", "writer_id", "day", "views")
SELECT "tag_id", "writer_id", "day", "views" FROM (
  SELECT at."tag_id", 0 AS "writer_id", v."day", sum(v."views")::int AS "views"
  FROM "backfill_article_days" v JOIN "article_tags" at ON at."article_id" = v."article_id" GROUP BY at."tag_id", v."day"
  UNION ALL
  SELECT at."tag_id", v."writer_id", v."day", sum(v."views")::int
  FROM "backfill_article_days" v JOIN "article_tags" at ON at."article_id" = v."article_id" GROUP BY at."tag_id", v."writer_id", v."day"
) t WHERE "views" > 0 ORDER BY "tag_id", "writer_id", "day";--> statement-breakpoint
RESET work_mem;--> statement-breakpoint
-- The dashboard's plans depend on these tables' sizes: give the planner them now, not at the first autovacuum.
ANALYZE "daily_views", "category_daily_views", "tag_daily_views", "referrer_daily_views", "article_referrer_daily_views", "writer_article_daily_views";
