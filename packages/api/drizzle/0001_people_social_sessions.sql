CREATE TABLE "demo_data_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"musicians" integer NOT NULL,
	"demo_user_id" uuid,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_presences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"username" text NOT NULL,
	CONSTRAINT "online_presences_user_service_username_key" UNIQUE("user_id","service_type","username"),
	CONSTRAINT "online_presences_service_type_check" CHECK ("online_presences"."service_type" in ('soundcloud', 'reverbnation', 'bandcamp', 'fandalism', 'youtube', 'facebook', 'twitter'))
);
--> statement-breakpoint
CREATE TABLE "performance_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"claimed_recording_id" uuid,
	"claimed_recording_name" text,
	"url" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "performance_samples_service_type_check" CHECK ("performance_samples"."service_type" in ('backline', 'soundcloud', 'youtube')),
	CONSTRAINT "performance_samples_target_check" CHECK (("performance_samples"."service_type" = 'backline') = ("performance_samples"."claimed_recording_id" is not null) and ("performance_samples"."service_type" = 'backline' or "performance_samples"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_genres" (
	"user_id" uuid NOT NULL,
	"genre_id" text NOT NULL,
	"genre_type" text DEFAULT 'profile' NOT NULL,
	"player_type" text,
	CONSTRAINT "user_genres_user_id_genre_type_genre_id_pk" PRIMARY KEY("user_id","genre_type","genre_id")
);
--> statement-breakpoint
CREATE TABLE "user_instruments" (
	"user_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"proficiency_level" smallint NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_instruments_user_id_instrument_id_pk" PRIMARY KEY("user_id","instrument_id"),
	CONSTRAINT "user_instruments_proficiency_level_check" CHECK ("user_instruments"."proficiency_level" in (1, 2, 3)),
	CONSTRAINT "user_instruments_priority_check" CHECK ("user_instruments"."priority" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_latencies" (
	"user_a_id" uuid NOT NULL,
	"user_b_id" uuid NOT NULL,
	"internet_latency" real NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_latencies_user_a_id_user_b_id_pk" PRIMARY KEY("user_a_id","user_b_id"),
	CONSTRAINT "user_latencies_pair_order_check" CHECK ("user_latencies"."user_a_id" < "user_latencies"."user_b_id"),
	CONSTRAINT "user_latencies_internet_latency_check" CHECK ("user_latencies"."internet_latency" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text DEFAULT 'lobby' NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"musician_access" boolean NOT NULL,
	"approval_required" boolean NOT NULL,
	"genre_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "music_sessions_access_check" CHECK ("music_sessions"."musician_access" or not "music_sessions"."approval_required")
);
--> statement-breakpoint
CREATE TABLE "session_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"instruments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_history_interval_check" CHECK ("session_history"."left_at" >= "session_history"."created_at")
);
--> statement-breakpoint
CREATE TABLE "session_invitations" (
	"session_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_invitations_session_id_receiver_id_pk" PRIMARY KEY("session_id","receiver_id")
);
--> statement-breakpoint
CREATE TABLE "session_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "session_join_requests_status_check" CHECK ("session_join_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "session_participant_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"instrument_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "friend_requests_status_check" CHECK ("friend_requests"."status" in ('pending', 'accept')),
	CONSTRAINT "friend_requests_not_self_check" CHECK ("friend_requests"."user_id" <> "friend_requests"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "friendships_not_self_check" CHECK ("friendships"."user_id" <> "friendships"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"source_user_id" uuid,
	"message" text,
	"friend_request_id" uuid,
	"session_id" uuid,
	"text_message_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_user_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_messages_not_self_check" CHECK ("text_messages"."source_user_id" <> "text_messages"."target_user_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cycle" text NOT NULL,
	"price" integer NOT NULL,
	"tier" text NOT NULL,
	"month_play_time_seconds" integer,
	"position" smallint NOT NULL,
	CONSTRAINT "plans_cycle_check" CHECK ("plans"."cycle" in ('month', 'year')),
	CONSTRAINT "plans_tier_check" CHECK ("plans"."tier" in ('free', 'silver', 'gold', 'platinum')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text,
	"desired_plan_code" text,
	"pending_plan_code" text,
	"remaining_billing_cycles" integer,
	"current_period_started_at" timestamp with time zone,
	"current_period_ends_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"admin_override_plan_code" text,
	"admin_override_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "biography" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skill_level" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "audio_latency" real;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "presence_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid_sessions_hourly_rate" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid_sessions_daily_rate" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cowriting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cowriting_purpose" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "traditional_band" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "traditional_band_commitment" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "traditional_band_touring" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "virtual_band" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "virtual_band_commitment" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscribe_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accept_desktop_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recording_pref" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_data_loads" ADD CONSTRAINT "demo_data_loads_demo_user_id_users_id_fk" FOREIGN KEY ("demo_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands" ADD CONSTRAINT "bands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_presences" ADD CONSTRAINT "online_presences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_samples" ADD CONSTRAINT "performance_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_genres" ADD CONSTRAINT "user_genres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_genres" ADD CONSTRAINT "user_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_instruments" ADD CONSTRAINT "user_instruments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_instruments" ADD CONSTRAINT "user_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_latencies" ADD CONSTRAINT "user_latencies_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_latencies" ADD CONSTRAINT "user_latencies_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_sessions" ADD CONSTRAINT "music_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_sessions" ADD CONSTRAINT "music_sessions_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_history" ADD CONSTRAINT "session_history_session_id_music_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."music_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_history" ADD CONSTRAINT "session_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_invitations" ADD CONSTRAINT "session_invitations_session_id_music_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."music_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_invitations" ADD CONSTRAINT "session_invitations_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_invitations" ADD CONSTRAINT "session_invitations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_join_requests" ADD CONSTRAINT "session_join_requests_session_id_music_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."music_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_join_requests" ADD CONSTRAINT "session_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participant_tracks" ADD CONSTRAINT "session_participant_tracks_participant_id_session_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."session_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participant_tracks" ADD CONSTRAINT "session_participant_tracks_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_music_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."music_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_mirror_fkey" FOREIGN KEY ("friend_id","user_id") REFERENCES "public"."friendships"("user_id","friend_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_friend_request_id_friend_requests_id_fk" FOREIGN KEY ("friend_request_id") REFERENCES "public"."friend_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_session_id_music_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."music_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_text_message_id_text_messages_id_fk" FOREIGN KEY ("text_message_id") REFERENCES "public"."text_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_code_plans_id_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_desired_plan_code_plans_id_fk" FOREIGN KEY ("desired_plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_pending_plan_code_plans_id_fk" FOREIGN KEY ("pending_plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_admin_override_plan_code_plans_id_fk" FOREIGN KEY ("admin_override_plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bands_user_id_idx" ON "bands" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "performance_samples_user_id_idx" ON "performance_samples" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "user_genres_genre_idx" ON "user_genres" USING btree ("genre_id","user_id");--> statement-breakpoint
CREATE INDEX "user_instruments_instrument_idx" ON "user_instruments" USING btree ("instrument_id","user_id");--> statement-breakpoint
CREATE INDEX "user_instruments_proficiency_idx" ON "user_instruments" USING btree ("proficiency_level","user_id");--> statement-breakpoint
CREATE INDEX "user_latencies_user_b_idx" ON "user_latencies" USING btree ("user_b_id","user_a_id");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" USING btree ("channel","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "music_sessions_open_idx" ON "music_sessions" USING btree ("created_at" DESC NULLS LAST) WHERE "music_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "music_sessions_owner_idx" ON "music_sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "session_history_user_idx" ON "session_history" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_history_session_idx" ON "session_history" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_invitations_receiver_idx" ON "session_invitations" USING btree ("receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_join_requests_pending_key" ON "session_join_requests" USING btree ("session_id","user_id") WHERE "session_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "session_join_requests_user_idx" ON "session_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_participant_tracks_participant_idx" ON "session_participant_tracks" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "session_participants_session_idx" ON "session_participants" USING btree ("session_id") WHERE "session_participants"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "session_participants_one_live_session_key" ON "session_participants" USING btree ("user_id") WHERE "session_participants"."left_at" is null;--> statement-breakpoint
CREATE INDEX "friend_requests_friend_id_idx" ON "friend_requests" USING btree ("friend_id","status");--> statement-breakpoint
CREATE INDEX "friend_requests_user_id_idx" ON "friend_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_pair_key" ON "friend_requests" USING btree (least("user_id", "friend_id"),greatest("user_id", "friend_id")) WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_friend_request_idx" ON "notifications" USING btree ("friend_request_id");--> statement-breakpoint
CREATE INDEX "notifications_text_message_idx" ON "notifications" USING btree ("text_message_id");--> statement-breakpoint
CREATE INDEX "notifications_session_idx" ON "notifications" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "text_messages_pair_idx" ON "text_messages" USING btree (least("source_user_id", "target_user_id"),greatest("source_user_id", "target_user_id"),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "text_messages_target_idx" ON "text_messages" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "users_last_active_at_idx" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "users_place_idx" ON "users" USING btree ("country","state","city");--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_online_idx" ON "users" USING btree ("last_active_at") WHERE "users"."online";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_skill_level_check" CHECK ("users"."skill_level" in (1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cowriting_purpose_check" CHECK ("users"."cowriting_purpose" in (1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_traditional_band_commitment_check" CHECK ("users"."traditional_band_commitment" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_virtual_band_commitment_check" CHECK ("users"."virtual_band_commitment" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_recording_pref_check" CHECK ("users"."recording_pref" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rates_check" CHECK ("users"."paid_sessions_hourly_rate" >= 0 and "users"."paid_sessions_daily_rate" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_latitude_check" CHECK ("users"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_longitude_check" CHECK ("users"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_audio_latency_check" CHECK ("users"."audio_latency" >= 0);