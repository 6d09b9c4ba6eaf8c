CREATE TABLE "sandbox_wallet_agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"payer_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	CONSTRAINT "sandbox_wallet_agreement_status_check" CHECK ("sandbox_wallet_agreements"."status" in ('created', 'approved', 'cancelled', 'active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "billing_test_clocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "wallet_agreement_id" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "wallet_agreement_ref" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "wallet_email" text;--> statement-breakpoint
ALTER TABLE "billing_test_clocks" ADD CONSTRAINT "billing_test_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_wallet_agreements_customer_idx" ON "sandbox_wallet_agreements" USING btree ("customer_ref");