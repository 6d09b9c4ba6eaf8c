CREATE TABLE "jam_track_mixdown_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mixdown_id" uuid NOT NULL,
	"file_type" text NOT NULL,
	"encrypt_type" text,
	"sample_rate" smallint NOT NULL,
	"signing_state" text NOT NULL,
	"packaging_steps" smallint DEFAULT 0 NOT NULL,
	"current_packaging_step" smallint DEFAULT 0 NOT NULL,
	"queue_time" integer,
	"error_reason" text,
	"generation" integer DEFAULT 1 NOT NULL,
	"file_key" text,
	"queued_at" timestamp with time zone NOT NULL,
	"signing_started_at" timestamp with time zone,
	"last_step_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	CONSTRAINT "jam_track_mixdown_packages_file_type_check" CHECK ("jam_track_mixdown_packages"."file_type" in ('mp3', 'ogg')),
	CONSTRAINT "jam_track_mixdown_packages_state_check" CHECK ("jam_track_mixdown_packages"."signing_state" in ('QUEUED', 'SIGNING', 'SIGNED', 'ERROR', 'SIGNING_TIMEOUT', 'QUEUED_TIMEOUT', 'QUIET_TIMEOUT', 'QUIET'))
);
--> statement-breakpoint
CREATE TABLE "jam_track_mixdown_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jam_track_mixdown_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"mixdown_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"signing_state" text NOT NULL,
	"packaging_steps" smallint NOT NULL,
	"current_packaging_step" smallint NOT NULL,
	"error_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jam_track_mixdowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"name" text NOT NULL,
	"speed" real NOT NULL,
	"pitch" smallint NOT NULL,
	"count_in" boolean NOT NULL,
	"tracks" jsonb NOT NULL,
	"origin" text,
	"enqueued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jam_track_mixdowns_pitch_check" CHECK ("jam_track_mixdowns"."pitch" between -12 and 12),
	CONSTRAINT "jam_track_mixdowns_speed_check" CHECK ("jam_track_mixdowns"."speed" > 0 and "jam_track_mixdowns"."speed" <= 2)
);
--> statement-breakpoint
CREATE TABLE "jam_track_player_progressions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jam_track_player_selections" (
	"user_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"last_mixdown_id" uuid,
	"last_stem_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jam_track_player_selections_user_id_jam_track_id_pk" PRIMARY KEY("user_id","jam_track_id")
);
--> statement-breakpoint
ALTER TABLE "jam_track_mixdown_packages" ADD CONSTRAINT "jam_track_mixdown_packages_mixdown_id_jam_track_mixdowns_id_fk" FOREIGN KEY ("mixdown_id") REFERENCES "public"."jam_track_mixdowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_mixdown_updates" ADD CONSTRAINT "jam_track_mixdown_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_mixdown_updates" ADD CONSTRAINT "jam_track_mixdown_updates_mixdown_id_jam_track_mixdowns_id_fk" FOREIGN KEY ("mixdown_id") REFERENCES "public"."jam_track_mixdowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_mixdowns" ADD CONSTRAINT "jam_track_mixdowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_mixdowns" ADD CONSTRAINT "jam_track_mixdowns_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_player_progressions" ADD CONSTRAINT "jam_track_player_progressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_player_selections" ADD CONSTRAINT "jam_track_player_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_player_selections" ADD CONSTRAINT "jam_track_player_selections_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_player_selections" ADD CONSTRAINT "jam_track_player_selections_last_mixdown_id_jam_track_mixdowns_id_fk" FOREIGN KEY ("last_mixdown_id") REFERENCES "public"."jam_track_mixdowns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_player_selections" ADD CONSTRAINT "jam_track_player_selections_last_stem_id_jam_track_tracks_id_fk" FOREIGN KEY ("last_stem_id") REFERENCES "public"."jam_track_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jam_track_mixdown_packages_variant_key" ON "jam_track_mixdown_packages" USING btree ("mixdown_id","file_type","sample_rate") WHERE "jam_track_mixdown_packages"."encrypt_type" is null;--> statement-breakpoint
CREATE INDEX "jam_track_mixdown_packages_unfinished_idx" ON "jam_track_mixdown_packages" USING btree ("signing_state","queued_at") WHERE "jam_track_mixdown_packages"."signing_state" in ('QUEUED', 'SIGNING');--> statement-breakpoint
CREATE INDEX "jam_track_mixdown_updates_user_idx" ON "jam_track_mixdown_updates" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jam_track_mixdowns_owner_idx" ON "jam_track_mixdowns" USING btree ("user_id","jam_track_id","created_at");