CREATE TABLE "take_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"take_id" integer NOT NULL,
	"time_ms" integer NOT NULL,
	"bar" integer,
	"chorus" integer,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "take_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"take_id" integer NOT NULL,
	"author_id" integer,
	"from_teacher" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "take_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"size" bigint NOT NULL,
	"part_bytes" integer NOT NULL,
	"received" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"media" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"backing_track_id" integer,
	"played_tempo" double precision,
	"played_key" text,
	"loop_start" integer,
	"loop_end" integer,
	"offset_ms" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"read_by_teacher" boolean DEFAULT false NOT NULL,
	"answer_media" text,
	"answer_mime" text,
	"answer_size" bigint,
	"answer_duration_ms" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "take_remarks" ADD CONSTRAINT "take_remarks_take_id_takes_id_fk" FOREIGN KEY ("take_id") REFERENCES "public"."takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_remarks" ADD CONSTRAINT "take_remarks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_replies" ADD CONSTRAINT "take_replies_take_id_takes_id_fk" FOREIGN KEY ("take_id") REFERENCES "public"."takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_replies" ADD CONSTRAINT "take_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_uploads" ADD CONSTRAINT "take_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takes" ADD CONSTRAINT "takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takes" ADD CONSTRAINT "takes_backing_track_id_backing_tracks_id_fk" FOREIGN KEY ("backing_track_id") REFERENCES "public"."backing_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "take_remarks_take_idx" ON "take_remarks" USING btree ("take_id","time_ms");--> statement-breakpoint
CREATE INDEX "take_replies_take_idx" ON "take_replies" USING btree ("take_id","created_at");--> statement-breakpoint
CREATE INDEX "takes_user_idx" ON "takes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "takes_unread_idx" ON "takes" USING btree ("created_at") WHERE "takes"."read_by_teacher" = false;