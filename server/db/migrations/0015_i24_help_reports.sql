CREATE TABLE "help_place_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_place_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"help_id" varchar(80) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" varchar(500),
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_place_reports_reason" CHECK ("help_place_reports"."reason" in ('WRONG_PHONE', 'WRONG_ADDRESS', 'WRONG_HOURS', 'CLOSED', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "help_place_reports" ADD CONSTRAINT "help_place_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_place_reports_help_idx" ON "help_place_reports" USING btree ("help_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "help_place_reports_member_idx" ON "help_place_reports" USING btree ("member_id");