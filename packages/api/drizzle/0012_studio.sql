CREATE TABLE "studio_settings" (
	"user_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_settings_user_id_jam_track_id_pk" PRIMARY KEY("user_id","jam_track_id")
);
--> statement-breakpoint
ALTER TABLE "jam_track_tracks" ADD COLUMN "peaks" text;--> statement-breakpoint
ALTER TABLE "jam_tracks" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE cascade ON UPDATE no action;