CREATE TABLE "backing_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"musical_key" text NOT NULL,
	"tempo" double precision DEFAULT 120 NOT NULL,
	"starttime" double precision DEFAULT 0 NOT NULL,
	"repetitions" integer DEFAULT 1 NOT NULL,
	"chords" jsonb NOT NULL,
	"audio" text NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"chapter_type" text DEFAULT 'video' NOT NULL,
	"video" text,
	"pdf" text,
	"music_xml" text,
	"backing_track_id" integer
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"thumbnail" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upcoming_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"languages" jsonb NOT NULL,
	"thumbnail" text,
	"publish_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_backing_track_id_backing_tracks_id_fk" FOREIGN KEY ("backing_track_id") REFERENCES "public"."backing_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_course_position_idx" ON "chapters" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_published_created_idx" ON "courses" USING btree ("is_published","created_at");