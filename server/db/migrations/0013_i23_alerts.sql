-- Saved-search alerts (issue 23, docs/decisions/0020): settings, Web Push subscriptions, the 알림함, what each member was
-- told about (never twice), the push outbox; recruit_postings.first_stored_at says when 새길 first stored a posting
-- (existing rows get the migration time: a member's alerts count from their settings' save, which is later).
CREATE TABLE "alert_pushes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"body" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_sent_postings" (
	"member_id" bigint NOT NULL,
	"posting_id" varchar(20) NOT NULL,
	"reason" varchar(3) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_postings_member_id_posting_id_reason_pk" PRIMARY KEY("member_id","posting_id","reason")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"job_ids" integer[] NOT NULL,
	"region_codes" integer[] NOT NULL,
	"new_postings" boolean DEFAULT true NOT NULL,
	"closing_scraps" boolean DEFAULT true NOT NULL,
	"digest_hour" smallint DEFAULT 9 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_day" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_digest_hour" CHECK ("alert_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"title" varchar(60) NOT NULL,
	"body" varchar(300) NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "alerts_kind" CHECK ("alerts"."kind" in ('NEW_POSTINGS', 'CLOSING_SCRAPS'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD COLUMN "first_stored_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_pushes" ADD CONSTRAINT "alert_pushes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent_postings" ADD CONSTRAINT "alert_sent_postings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent_postings" ADD CONSTRAINT "alert_sent_postings_posting_id_recruit_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruit_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_sent_postings_posting_idx" ON "alert_sent_postings" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "alert_settings_due_idx" ON "alert_settings" USING btree ("last_digest_day","member_id") WHERE "alert_settings"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_member_kind_day_idx" ON "alerts" USING btree ("member_id","kind","day");--> statement-breakpoint
CREATE INDEX "alerts_member_created_idx" ON "alerts" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_unread_idx" ON "alerts" USING btree ("member_id") WHERE "alerts"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "recruit_first_stored_idx" ON "recruit_postings" USING btree ("first_stored_at","id");