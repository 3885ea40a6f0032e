CREATE TABLE "course_settings" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"video_rate" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_settings_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "practice_clock" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"covered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_log" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_log_user_id_day_kind_item_id_pk" PRIMARY KEY("user_id","day","kind","item_id"),
	CONSTRAINT "practice_log_kind_check" CHECK ("practice_log"."kind" in ('track', 'chapter'))
);
--> statement-breakpoint
CREATE TABLE "track_settings" (
	"user_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"tempo" smallint NOT NULL,
	"loop_first" smallint,
	"loop_last" smallint,
	"loop_on" boolean DEFAULT false NOT NULL,
	"ramp_start" smallint,
	"ramp_target" smallint,
	"ramp_step" smallint,
	"ramp_every" smallint,
	"count_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_settings_user_id_track_id_pk" PRIMARY KEY("user_id","track_id")
);
--> statement-breakpoint
ALTER TABLE "course_settings" ADD CONSTRAINT "course_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_settings" ADD CONSTRAINT "course_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_clock" ADD CONSTRAINT "practice_clock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_log" ADD CONSTRAINT "practice_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_settings" ADD CONSTRAINT "track_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_settings" ADD CONSTRAINT "track_settings_track_id_backing_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."backing_tracks"("id") ON DELETE cascade ON UPDATE no action;