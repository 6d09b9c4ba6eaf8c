CREATE TABLE "client_artifacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_artifacts_release_key" ON "client_artifacts" USING btree ("product","platform","version");