CREATE TABLE "tender_also_published" (
	"source_url" text PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"source_site" text,
	"published_on" date,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_also_published" ADD CONSTRAINT "tender_also_published_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_also_published_ann_idx" ON "tender_also_published" USING btree ("announcement_id");