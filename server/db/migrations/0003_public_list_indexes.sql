DROP INDEX "article_tags_tag_idx";--> statement-breakpoint
DROP INDEX "articles_public_idx";--> statement-breakpoint
DROP INDEX "articles_category_idx";--> statement-breakpoint
DROP INDEX "articles_writer_idx";--> statement-breakpoint
DROP INDEX "articles_highlight_idx";--> statement-breakpoint
CREATE INDEX "articles_writer_public_idx" ON "articles" USING btree ("writer_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_trash_idx" ON "articles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id","article_id");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_writer_idx" ON "articles" USING btree ("writer_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_highlight_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."is_highlight" and "articles"."status" = 'published' and "articles"."deleted_at" is null;