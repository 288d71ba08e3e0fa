ALTER TABLE "recruit_postings" ADD COLUMN "age_limit_text" varchar(40);--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD COLUMN "age_free" boolean DEFAULT false NOT NULL;