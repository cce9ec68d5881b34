ALTER TABLE "tender_orgs" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "tender_orgs" ADD CONSTRAINT "tender_orgs_merged_into_tender_orgs_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."tender_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_ann_withdrawn_idx" ON "tender_announcements" USING btree ("published_on","id") WHERE state = 'withdrawn';--> statement-breakpoint
CREATE INDEX "tender_orgs_merged_idx" ON "tender_orgs" USING btree ("merged_into");