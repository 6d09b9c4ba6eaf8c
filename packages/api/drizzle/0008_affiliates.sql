CREATE TABLE "affiliate_earnings" (
	"partner_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"subscriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jamtracks_sold" integer DEFAULT 0 NOT NULL,
	"net_revenue_cents" integer DEFAULT 0 NOT NULL,
	"due_amount_cents" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_earnings_partner_id_year_month_pk" PRIMARY KEY("partner_id","year","month"),
	CONSTRAINT "affiliate_earnings_month_check" CHECK ("affiliate_earnings"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "affiliate_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"phone_last_4" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"venmo_user_id" text,
	"tax_identifier" text,
	"payee_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_partners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "affiliate_partners_entity_type_check" CHECK ("affiliate_partners"."entity_type" in ('Individual', 'Sole Proprietor', 'Limited Liability Company (LLC)', 'Partnership', 'Trust State', 'C Corporation', 'S Corporation', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_traffic" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_traffic_partner_id_day_pk" PRIMARY KEY("partner_id","day"),
	CONSTRAINT "affiliate_traffic_counts_check" CHECK ("affiliate_traffic"."visits" >= 0 and "affiliate_traffic"."signups" >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_earnings" ADD CONSTRAINT "affiliate_earnings_partner_id_affiliate_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."affiliate_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_partners" ADD CONSTRAINT "affiliate_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_partner_id_affiliate_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."affiliate_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_traffic" ADD CONSTRAINT "affiliate_traffic_partner_id_affiliate_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."affiliate_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_referrals_partner_idx" ON "affiliate_referrals" USING btree ("partner_id");