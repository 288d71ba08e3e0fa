-- Read-only links to a member's plan (issue 22, docs/decisions/0017): only the SHA-256 of the token and its first 4
-- characters are kept; revoking deletes the row, withdrawal and removing the job delete it through the cascades.
CREATE TABLE "plan_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"todo_group_id" bigint NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"token_prefix" varchar(4) NOT NULL,
	"include_private" boolean DEFAULT false NOT NULL,
	"include_memos" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_shares_token_hash_length" CHECK (octet_length("plan_shares"."token_hash") = 32)
);
--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_todo_group_id_todo_groups_id_fk" FOREIGN KEY ("todo_group_id") REFERENCES "public"."todo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_shares_token_hash_idx" ON "plan_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "plan_shares_member_idx" ON "plan_shares" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "plan_shares_group_idx" ON "plan_shares" USING btree ("todo_group_id");