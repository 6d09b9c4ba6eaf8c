DROP INDEX "users_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops,"last_active_at");--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops,"last_active_at");