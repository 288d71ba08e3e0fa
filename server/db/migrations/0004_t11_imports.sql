ALTER TABLE "recruit_postings" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD COLUMN "source" varchar(10) DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "empl_rate3" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "empl_rate6" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "satisfaction" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "course_man" varchar(20);--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "source" varchar(10) DEFAULT 'seed' NOT NULL;--> statement-breakpoint
CREATE INDEX "recruit_post_date_idx" ON "recruit_postings" USING btree ("post_date","id");--> statement-breakpoint
CREATE INDEX "recruit_city_post_date_idx" ON "recruit_postings" USING btree ("city","post_date","id");