DROP INDEX "forum_posts_created_idx";--> statement-breakpoint
DROP INDEX "forum_posts_category_created_idx";--> statement-breakpoint
CREATE INDEX "forum_posts_created_id_idx" ON "forum_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_category_created_id_idx" ON "forum_posts" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_posts_subject_trgm_idx" ON "forum_posts" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_posts_content_trgm_idx" ON "forum_posts" USING gin ("content" gin_trgm_ops);