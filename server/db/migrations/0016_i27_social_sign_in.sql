CREATE TABLE "social_flows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" varchar(10) NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"browser_key_hash" varchar(64) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"member_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"subject" varchar(255),
	"ticket_hash" varchar(64),
	"ticket_expires_at" timestamp with time zone,
	"auth_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_flows_stateHash_unique" UNIQUE("state_hash"),
	CONSTRAINT "social_flows_ticketHash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"provider" varchar(10) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_provider_check" CHECK ("social_links"."provider" in ('kakao', 'naver'))
);
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_flows" ADD CONSTRAINT "social_flows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_flows_expires_idx" ON "social_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_links_provider_subject_key" ON "social_links" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_links_member_provider_key" ON "social_links" USING btree ("member_id","provider");