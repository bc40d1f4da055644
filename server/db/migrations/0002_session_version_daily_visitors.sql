ALTER TABLE "article_daily_views" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days whose raw views are gone keep their hit count as the best estimate; days still held in
-- page_views get their true distinct-visitor count.
UPDATE "article_daily_views" SET "visitors" = "views";--> statement-breakpoint
UPDATE "article_daily_views" d SET "visitors" = s.n
FROM (
  SELECT pv.article_id, (pv.at AT TIME ZONE 'Asia/Tokyo')::date AS day, count(DISTINCT pv.visitor_hash)::int AS n
  FROM page_views pv WHERE pv.article_id IS NOT NULL
  GROUP BY pv.article_id, day
) s
WHERE d.article_id = s.article_id AND d.day = s.day;
