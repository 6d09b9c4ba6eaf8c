CREATE TABLE "jam_track_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"track_type" text NOT NULL,
	"part" text,
	"instrument_id" text,
	"position" smallint NOT NULL,
	"preview_mp3_url" text,
	"audio_file" text,
	CONSTRAINT "jam_track_tracks_type_check" CHECK ("jam_track_tracks"."track_type" in ('Track', 'Click', 'Master'))
);
--> statement-breakpoint
CREATE TABLE "jam_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_slug" text NOT NULL,
	"slug" text NOT NULL,
	"original_artist" text NOT NULL,
	"original_artist_slug" text NOT NULL,
	"genre_id" text,
	"download_price" integer NOT NULL,
	"allow_free" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"tempo_bpm" smallint,
	"musical_key" text,
	"duration_seconds" integer,
	"release_year" smallint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jam_tracks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "jam_tracks_download_price_check" CHECK ("jam_tracks"."download_price" >= 0),
	CONSTRAINT "jam_tracks_tempo_check" CHECK ("jam_tracks"."tempo_bpm" between 20 and 300)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"customer_ref" text NOT NULL,
	"payment_method_id" text,
	"wallet_authorization_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('succeeded', 'failed')),
	CONSTRAINT "sandbox_charges_amount_check" CHECK ("sandbox_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"last_four" text NOT NULL,
	"card_type" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"detached_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_methods_outcome_check" CHECK ("sandbox_payment_methods"."outcome" in ('approve', 'decline', 'cvc_fail'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"last_four" text NOT NULL,
	"card_type" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sandbox_tokens_outcome_check" CHECK ("sandbox_tokens"."outcome" in ('approve', 'decline', 'cvc_fail'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"payer_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "sandbox_wallet_status_check" CHECK ("sandbox_wallet_authorizations"."status" in ('created', 'approved', 'cancelled', 'captured')),
	CONSTRAINT "sandbox_wallet_amount_check" CHECK ("sandbox_wallet_authorizations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text NOT NULL,
	"payment_method_ref" text,
	"last_four" text,
	"card_type" text,
	"exp_month" smallint,
	"exp_year" smallint,
	"reuse_card" boolean DEFAULT false NOT NULL,
	"card_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"variant" text DEFAULT 'full' NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_variant_check" CHECK ("cart_items"."variant" in ('full'))
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"payment_method_label" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "charges_purpose_check" CHECK ("charges"."purpose" in ('jamtrack_order', 'subscription')),
	CONSTRAINT "charges_status_check" CHECK ("charges"."status" in ('succeeded', 'failed')),
	CONSTRAINT "charges_amount_check" CHECK ("charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"cart_item_id" uuid,
	"description" text NOT NULL,
	"variant" text NOT NULL,
	"quantity" smallint NOT NULL,
	"price" integer NOT NULL,
	"free" boolean NOT NULL,
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"wallet_authorization_ref" text,
	"charge_id" uuid,
	"error_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_wallet', 'pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'paypal', 'free')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."total" = "orders"."subtotal" + "orders"."tax")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_ref" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_ref_pk" PRIMARY KEY("provider","event_ref")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"user_id" uuid NOT NULL,
	"jam_track_id" uuid NOT NULL,
	"order_id" uuid,
	"free_redemption" boolean DEFAULT false NOT NULL,
	"price_paid" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_user_id_jam_track_id_pk" PRIMARY KEY("user_id","jam_track_id")
);
--> statement-breakpoint
ALTER TABLE "jam_track_tracks" ADD CONSTRAINT "jam_track_tracks_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_track_tracks" ADD CONSTRAINT "jam_track_tracks_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jam_tracks" ADD CONSTRAINT "jam_tracks_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_jam_track_id_jam_tracks_id_fk" FOREIGN KEY ("jam_track_id") REFERENCES "public"."jam_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jam_track_tracks_position_key" ON "jam_track_tracks" USING btree ("jam_track_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jam_track_tracks_master_key" ON "jam_track_tracks" USING btree ("jam_track_id") WHERE "jam_track_tracks"."track_type" = 'Master';--> statement-breakpoint
CREATE INDEX "jam_tracks_artist_idx" ON "jam_tracks" USING btree ("original_artist_slug","name_slug");--> statement-breakpoint
CREATE INDEX "jam_tracks_name_slug_idx" ON "jam_tracks" USING btree ("name_slug");--> statement-breakpoint
CREATE INDEX "jam_tracks_name_prefix_idx" ON "jam_tracks" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jam_tracks_artist_prefix_idx" ON "jam_tracks" USING btree (lower("original_artist") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sandbox_charges_customer_idx" ON "sandbox_charges" USING btree ("customer_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_wallet_key" ON "sandbox_charges" USING btree ("wallet_authorization_id") WHERE "sandbox_charges"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "sandbox_events_undelivered_idx" ON "sandbox_events" USING btree ("created_at") WHERE "sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "sandbox_wallet_authorizations_customer_idx" ON "sandbox_wallet_authorizations" USING btree ("customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_jam_track_key" ON "cart_items" USING btree ("user_id","jam_track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_free_key" ON "cart_items" USING btree ("user_id") WHERE "cart_items"."free";--> statement-breakpoint
CREATE UNIQUE INDEX "charges_provider_ref_key" ON "charges" USING btree ("provider","provider_charge_ref");--> statement-breakpoint
CREATE INDEX "charges_user_created_idx" ON "charges" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_jam_track_key" ON "order_lines" USING btree ("order_id","jam_track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_wallet_authorization_key" ON "orders" USING btree ("wallet_authorization_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_free_redemption_key" ON "purchases" USING btree ("user_id") WHERE "purchases"."free_redemption";--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST);