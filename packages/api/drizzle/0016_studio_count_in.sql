ALTER TABLE "jam_track_mixdowns" ADD COLUMN "count_in_bars" smallint;--> statement-breakpoint
ALTER TABLE "jam_track_mixdowns" ADD COLUMN "count_in_accent" boolean;--> statement-breakpoint
ALTER TABLE "jam_track_mixdowns" ADD CONSTRAINT "jam_track_mixdowns_count_in_bars_check" CHECK ("jam_track_mixdowns"."count_in_bars" in (1, 2));