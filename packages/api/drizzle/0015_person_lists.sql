CREATE TABLE "person_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"instruments" json NOT NULL,
	"genres" json NOT NULL,
	"bands" json NOT NULL,
	"performance_samples" json NOT NULL,
	"online_presences" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_lists" ADD CONSTRAINT "person_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each person's lists as Person shows them (services/people.ts), derived from their tables in
-- the statement that changes them. The users' rows are locked first, so a writer waits for a
-- concurrent one and then reads what it committed (no stale lists from a lost update).
CREATE FUNCTION "person_lists_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  INSERT INTO "person_lists" ("user_id", "instruments", "genres", "bands", "performance_samples", "online_presences")
  SELECT u."id",
    coalesce((SELECT json_agg(json_build_object('instrument_id', ui."instrument_id",
        'description', i."description", 'proficiency_level', ui."proficiency_level",
        'priority', ui."priority") ORDER BY ui."priority", ui."instrument_id")
      FROM "user_instruments" ui JOIN "instruments" i ON i."id" = ui."instrument_id"
      WHERE ui."user_id" = u."id"), '[]'::json),
    coalesce((SELECT json_agg(json_build_object('genre_id', ug."genre_id",
        'description', g."description", 'player_type', ug."player_type",
        'genre_type', ug."genre_type") ORDER BY g."position", ug."genre_id")
      FROM "user_genres" ug JOIN "genres" g ON g."id" = ug."genre_id"
      WHERE ug."user_id" = u."id" AND ug."genre_type" = 'profile'), '[]'::json),
    coalesce((SELECT json_agg(json_build_object('id', b."id", 'name', b."name",
        'website', b."website") ORDER BY b."position", b."id")
      FROM "bands" b WHERE b."user_id" = u."id"), '[]'::json),
    coalesce((SELECT json_agg(json_build_object('service_type', s."service_type",
        'claimed_recording', CASE WHEN s."claimed_recording_id" IS NULL THEN NULL
          ELSE json_build_object('id', s."claimed_recording_id", 'name', s."claimed_recording_name") END,
        'url', s."url") ORDER BY s."position", s."id")
      FROM "performance_samples" s WHERE s."user_id" = u."id"), '[]'::json),
    coalesce((SELECT json_agg(json_build_object('service_type', p."service_type",
        'username', p."username") ORDER BY p."service_type", p."username")
      FROM "online_presences" p WHERE p."user_id" = u."id"), '[]'::json)
  FROM "users" u WHERE u."id" = ANY("ids")
  ON CONFLICT ("user_id") DO UPDATE SET "instruments" = excluded."instruments",
    "genres" = excluded."genres", "bands" = excluded."bands",
    "performance_samples" = excluded."performance_samples",
    "online_presences" = excluded."online_presences";
END $$;
--> statement-breakpoint
CREATE FUNCTION "person_lists_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "person_lists_refresh"(array(SELECT DISTINCT "user_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "person_lists_refresh"(array(SELECT DISTINCT "user_id" FROM "old_rows"));
  ELSE
    PERFORM "person_lists_refresh"(array(SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Instruments and genres are upserted at every start: only a changed description (or a genre's
-- order) rewrites the lists that show it.
CREATE FUNCTION "person_lists_reference_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'instruments' THEN
    PERFORM "person_lists_refresh"(array(SELECT DISTINCT ui."user_id" FROM "new_rows" n
      JOIN "old_rows" o ON o."id" = n."id" JOIN "user_instruments" ui ON ui."instrument_id" = n."id"
      WHERE n."description" IS DISTINCT FROM o."description"));
  ELSE
    PERFORM "person_lists_refresh"(array(SELECT DISTINCT ug."user_id" FROM "new_rows" n
      JOIN "old_rows" o ON o."id" = n."id" JOIN "user_genres" ug ON ug."genre_id" = n."id"
      WHERE ug."genre_type" = 'profile' AND (n."description" IS DISTINCT FROM o."description"
        OR n."position" IS DISTINCT FROM o."position")));
  END IF;
  RETURN NULL;
END $$;

--> statement-breakpoint
CREATE TRIGGER "user_instruments_person_lists_insert" AFTER INSERT ON "user_instruments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_instruments_person_lists_update" AFTER UPDATE ON "user_instruments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_instruments_person_lists_delete" AFTER DELETE ON "user_instruments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_genres_person_lists_insert" AFTER INSERT ON "user_genres" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_genres_person_lists_update" AFTER UPDATE ON "user_genres" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_genres_person_lists_delete" AFTER DELETE ON "user_genres" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "bands_person_lists_insert" AFTER INSERT ON "bands" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "bands_person_lists_update" AFTER UPDATE ON "bands" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "bands_person_lists_delete" AFTER DELETE ON "bands" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "performance_samples_person_lists_insert" AFTER INSERT ON "performance_samples" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "performance_samples_person_lists_update" AFTER UPDATE ON "performance_samples" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "performance_samples_person_lists_delete" AFTER DELETE ON "performance_samples" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "online_presences_person_lists_insert" AFTER INSERT ON "online_presences" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "online_presences_person_lists_update" AFTER UPDATE ON "online_presences" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "online_presences_person_lists_delete" AFTER DELETE ON "online_presences" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "instruments_person_lists_update" AFTER UPDATE ON "instruments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_reference_changed"();
--> statement-breakpoint
CREATE TRIGGER "genres_person_lists_update" AFTER UPDATE ON "genres" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "person_lists_reference_changed"();
--> statement-breakpoint
-- The lists of everybody who has any.
SELECT "person_lists_refresh"(array(SELECT "user_id" FROM "user_instruments" UNION SELECT "user_id" FROM "user_genres"
  UNION SELECT "user_id" FROM "bands" UNION SELECT "user_id" FROM "performance_samples"
  UNION SELECT "user_id" FROM "online_presences"));