CREATE TABLE "todo_group_views" (
	"todo_group_id" bigint NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "todo_group_views_todo_group_id_viewer_day_pk" PRIMARY KEY("todo_group_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "public_id" varchar(64);--> statement-breakpoint
ALTER TABLE "todo_group_views" ADD CONSTRAINT "todo_group_views_todo_group_id_todo_groups_id_fk" FOREIGN KEY ("todo_group_id") REFERENCES "public"."todo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_group_views_day_idx" ON "todo_group_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_publicId_unique" UNIQUE("public_id");--> statement-breakpoint
-- Hand-written (t9a): images stored before this migration get a random public id (two v4 UUIDs, 244 random bits, as
-- 64 hex characters) before the column becomes NOT NULL. server/db/prepare.ts re-encodes those rows without metadata
-- at the next start and gives them a new 22-character id.
UPDATE "images" SET "public_id" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "public_id" SET NOT NULL;
