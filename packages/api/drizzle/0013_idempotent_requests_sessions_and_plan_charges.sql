ALTER TABLE "music_sessions" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "charging_key" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "charging_plan_code" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "charging_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_charging_plan_code_plans_id_fk" FOREIGN KEY ("charging_plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "music_sessions_client_idx" ON "music_sessions" USING btree ("owner_id","client_id") WHERE "music_sessions"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_client_idx" ON "friend_requests" USING btree ("user_id","client_id") WHERE "friend_requests"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "user_subscriptions_charging_idx" ON "user_subscriptions" USING btree ("charging_since") WHERE "user_subscriptions"."charging_key" is not null;