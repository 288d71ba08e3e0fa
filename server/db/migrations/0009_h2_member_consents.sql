-- Each answer to a consent at sign-up or when asked again (이용약관, 개인정보 수집·이용, 새길 소식): kind, version, yes/no and
-- time, rows only added. Members from before this table have none, so they are asked after their next login.
CREATE TABLE "member_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"version" varchar(10) NOT NULL,
	"agreed" boolean NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_kind_check" CHECK ("member_consents"."kind" in ('terms', 'privacy', 'news'))
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_member_kind_idx" ON "member_consents" USING btree ("member_id","kind","id");