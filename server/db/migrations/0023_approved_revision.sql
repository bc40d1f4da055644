ALTER TABLE "article_revisions" ADD COLUMN "approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An approval has kept its revision in the same transaction as its comment, so both carry the
-- transaction's time: mark the revision each article's latest approval let out.
UPDATE "article_revisions" AS r SET "approved" = true
FROM (
  SELECT DISTINCT ON ("article_id") "article_id", "created_at"
  FROM "article_comments" WHERE "action" = 'approve'
  ORDER BY "article_id", "id" DESC
) AS a
WHERE r."article_id" = a."article_id" AND r."created_at" = a."created_at" AND r."kind" = 'save';
