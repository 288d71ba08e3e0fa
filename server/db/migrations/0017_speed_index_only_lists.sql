DROP INDEX "recruit_job_expiry_idx";--> statement-breakpoint
DROP INDEX "recruit_job_city_expiry_idx";--> statement-breakpoint
DROP INDEX "recruit_job_region_expiry_idx";--> statement-breakpoint
DROP INDEX "recruit_expiry_idx";--> statement-breakpoint
DROP INDEX "recruit_expiry_latest_idx";--> statement-breakpoint
DROP INDEX "recruit_job_expiry_latest_idx";--> statement-breakpoint
DROP INDEX "recruit_city_expiry_idx";--> statement-breakpoint
DROP INDEX "recruit_post_date_latest_idx";--> statement-breakpoint
DROP INDEX "recruit_city_post_date_latest_idx";--> statement-breakpoint
DROP INDEX "recruit_job_post_date_latest_idx";--> statement-breakpoint
DROP INDEX "training_job_type_start_idx";--> statement-breakpoint
DROP INDEX "training_start_round_idx";--> statement-breakpoint
DROP INDEX "training_type_start_idx";--> statement-breakpoint
DROP INDEX "training_job_start_idx";--> statement-breakpoint
DROP INDEX "training_city_start_idx";--> statement-breakpoint
DROP INDEX "training_rate_idx";--> statement-breakpoint
CREATE INDEX "recruit_job_expiry_idx" ON "recruit_postings" USING btree ("job_name","expiration_date","id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_job_city_expiry_idx" ON "recruit_postings" USING btree ("job_name","city","expiration_date","id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_job_region_expiry_idx" ON "recruit_postings" USING btree ("job_name","region_code","expiration_date","id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_expiry_idx" ON "recruit_postings" USING btree ("expiration_date","id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_expiry_latest_idx" ON "recruit_postings" USING btree ("expiration_date" DESC NULLS FIRST,"id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_job_expiry_latest_idx" ON "recruit_postings" USING btree ("job_name","expiration_date" DESC NULLS FIRST,"id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_city_expiry_idx" ON "recruit_postings" USING btree ("city","expiration_date","id") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_post_date_latest_idx" ON "recruit_postings" USING btree ("post_date" DESC NULLS FIRST,"id","expiration_date") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_city_post_date_latest_idx" ON "recruit_postings" USING btree ("city","post_date" DESC NULLS FIRST,"id","expiration_date") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "recruit_job_post_date_latest_idx" ON "recruit_postings" USING btree ("job_name","post_date" DESC NULLS FIRST,"id","expiration_date") WHERE not "recruit_postings"."closed";--> statement-breakpoint
CREATE INDEX "training_job_type_start_idx" ON "training_courses" USING btree ("job_name","type","tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");--> statement-breakpoint
CREATE INDEX "training_start_round_idx" ON "training_courses" USING btree ("tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");--> statement-breakpoint
CREATE INDEX "training_type_start_idx" ON "training_courses" USING btree ("type","tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");--> statement-breakpoint
CREATE INDEX "training_job_start_idx" ON "training_courses" USING btree ("job_name","tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");--> statement-breakpoint
CREATE INDEX "training_city_start_idx" ON "training_courses" USING btree ("city","tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");--> statement-breakpoint
CREATE INDEX "training_rate_idx" ON "training_courses" USING btree ("empl_rate6" DESC NULLS LAST,"tra_start_date","trpr_id",cast("trpr_degr" as integer),"trpr_degr","tra_end_date");