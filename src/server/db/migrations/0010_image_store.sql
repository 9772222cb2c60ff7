ALTER TABLE "analysis_history" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "analysis_history" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
CREATE INDEX "analysis_history_image_created_idx" ON "analysis_history" USING btree ("created_at") WHERE "analysis_history"."image_key" is not null;