ALTER TABLE "backing_tracks" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "track_settings" ADD COLUMN "key_shift" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "track_settings" ADD COLUMN "mix" jsonb DEFAULT '{}'::jsonb NOT NULL;