ALTER TABLE "articles" ADD COLUMN "body_version" integer DEFAULT 0 NOT NULL;-- A constant default: PostgreSQL adds the column without rewriting the table. Every body starts below
-- BODY_VERSION and is rendered again from its document in the background (render-stored-bodies.ts).
