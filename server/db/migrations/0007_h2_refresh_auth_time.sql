-- Each refresh token carries the time of its family's password login (rotation used to read the oldest surviving
-- token of the family, and pruning expired tokens moved that time forward). Existing families: their first token.
ALTER TABLE "refresh_tokens" ADD COLUMN "auth_time" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" AS r SET "auth_time" = f."first" FROM (SELECT "family", min("created_at") AS "first" FROM "refresh_tokens" GROUP BY "family") AS f WHERE f."family" = r."family";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "auth_time" SET NOT NULL;
