ALTER TABLE "text_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
-- Lines stored twice before client_id was enforced keep their first copy's key.
UPDATE "chat_messages" AS "c" SET "client_id" = NULL WHERE "c"."client_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "chat_messages" AS "d" WHERE "d"."user_id" = "c"."user_id" AND "d"."client_id" = "c"."client_id" AND "d"."id" < "c"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("user_id","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_client_idx" ON "text_messages" USING btree ("source_user_id","client_id") WHERE "text_messages"."client_id" is not null;