ALTER TABLE "articles" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "og_image_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;