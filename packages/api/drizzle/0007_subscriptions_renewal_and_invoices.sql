CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"period_started_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"charge_key" text NOT NULL,
	"charge_id" uuid,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'failed')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_failure_message" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_code_plans_id_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_charge_key" ON "invoices" USING btree ("user_id","charge_key");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_subscriptions_period_end_idx" ON "user_subscriptions" USING btree ("current_period_ends_at") WHERE "user_subscriptions"."current_period_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_state_check" CHECK ("user_subscriptions"."state" in ('active', 'past_due'));