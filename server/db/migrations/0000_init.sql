CREATE TABLE "images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"todo_id" bigint,
	"content_type" varchar(20) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_starter_todos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_starter_todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"salary_cost" integer NOT NULL,
	"salary_type" varchar(4) NOT NULL,
	"certification" text[] DEFAULT '{}'::text[] NOT NULL,
	"certification_period" text NOT NULL,
	"strong_physical" smallint NOT NULL,
	"strong_stress" smallint NOT NULL,
	"strong_relationship" smallint NOT NULL,
	"require" varchar(10) NOT NULL,
	"work_time" varchar(12) NOT NULL,
	"physical" varchar(10) NOT NULL,
	"image_slug" varchar(40) NOT NULL,
	"traits" jsonb NOT NULL,
	CONSTRAINT "jobs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"login_id" varchar(20) NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" varchar(8) NOT NULL,
	"birth_date" date NOT NULL,
	"gender" varchar(6) NOT NULL,
	"region_code" integer,
	"profile_image_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_loginId_unique" UNIQUE("login_id"),
	CONSTRAINT "members_nickname_unique" UNIQUE("nickname"),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('FEMALE', 'MALE'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_postings" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"job_name" varchar(20) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"region_code" integer NOT NULL,
	"city" varchar(10) NOT NULL,
	"location_name" varchar(40) NOT NULL,
	"job_type_name" varchar(10) NOT NULL,
	"experience_level" varchar(10) NOT NULL,
	"required_education_level" varchar(20) NOT NULL,
	"close_type" varchar(10) NOT NULL,
	"salary" varchar(40) NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"interest_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_scraps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruit_scraps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"posting_id" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family" varchar(36) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_code" integer PRIMARY KEY NOT NULL,
	"region_name" varchar(40) NOT NULL,
	"city" varchar(10) NOT NULL,
	CONSTRAINT "regions_regionName_unique" UNIQUE("region_name")
);
--> statement-breakpoint
CREATE TABLE "todo_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "todo_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"job_id" integer NOT NULL,
	"total_view" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"todo_group_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"memo_text" varchar(5000),
	"link" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"trpr_id" varchar(40) NOT NULL,
	"trpr_degr" varchar(4) NOT NULL,
	"trainst_cst_id" varchar(40) NOT NULL,
	"title" text NOT NULL,
	"sub_title" varchar(100) NOT NULL,
	"job_name" varchar(20) NOT NULL,
	"region_code" integer NOT NULL,
	"city" varchar(10) NOT NULL,
	"address" text NOT NULL,
	"real_man" varchar(20) NOT NULL,
	"type" varchar(10) NOT NULL,
	"tra_start_date" date NOT NULL,
	"tra_end_date" date NOT NULL,
	"tra_duration" varchar(20) NOT NULL,
	"yard_man" integer DEFAULT 0 NOT NULL,
	"title_link" text NOT NULL,
	CONSTRAINT "training_courses_trpr_id_trpr_degr_pk" PRIMARY KEY("trpr_id","trpr_degr")
);
--> statement-breakpoint
CREATE TABLE "training_scraps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_scraps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"trpr_id" varchar(40) NOT NULL,
	"trpr_degr" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_starter_todos" ADD CONSTRAINT "job_starter_todos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_region_code_regions_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("region_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_postings" ADD CONSTRAINT "recruit_postings_region_code_regions_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("region_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_scraps" ADD CONSTRAINT "recruit_scraps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_scraps" ADD CONSTRAINT "recruit_scraps_posting_id_recruit_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."recruit_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD CONSTRAINT "todo_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD CONSTRAINT "todo_groups_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_todo_group_id_todo_groups_id_fk" FOREIGN KEY ("todo_group_id") REFERENCES "public"."todo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_region_code_regions_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("region_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_scraps" ADD CONSTRAINT "training_scraps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_scraps" ADD CONSTRAINT "training_scraps_trpr_id_trpr_degr_training_courses_trpr_id_trpr_degr_fk" FOREIGN KEY ("trpr_id","trpr_degr") REFERENCES "public"."training_courses"("trpr_id","trpr_degr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_todo_idx" ON "images" USING btree ("todo_id");--> statement-breakpoint
CREATE INDEX "images_member_idx" ON "images" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_starter_todos_job_position_idx" ON "job_starter_todos" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "recruit_job_expiry_idx" ON "recruit_postings" USING btree ("job_name","expiration_date","id");--> statement-breakpoint
CREATE INDEX "recruit_job_city_expiry_idx" ON "recruit_postings" USING btree ("job_name","city","expiration_date","id");--> statement-breakpoint
CREATE INDEX "recruit_job_region_expiry_idx" ON "recruit_postings" USING btree ("job_name","region_code","expiration_date","id");--> statement-breakpoint
CREATE INDEX "recruit_expiry_idx" ON "recruit_postings" USING btree ("expiration_date","id");--> statement-breakpoint
CREATE INDEX "recruit_city_expiry_idx" ON "recruit_postings" USING btree ("city","expiration_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_scraps_member_posting_idx" ON "recruit_scraps" USING btree ("member_id","posting_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_member_idx" ON "refresh_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "todo_groups_member_job_idx" ON "todo_groups" USING btree ("member_id","job_id");--> statement-breakpoint
CREATE INDEX "todo_groups_job_idx" ON "todo_groups" USING btree ("job_id","total_view" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "todos_group_idx" ON "todos" USING btree ("todo_group_id","id");--> statement-breakpoint
CREATE INDEX "training_job_type_start_idx" ON "training_courses" USING btree ("job_name","type","tra_start_date","trpr_id");--> statement-breakpoint
CREATE INDEX "training_job_type_city_start_idx" ON "training_courses" USING btree ("job_name","type","city","tra_start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "training_scraps_member_course_idx" ON "training_scraps" USING btree ("member_id","trpr_id","trpr_degr");