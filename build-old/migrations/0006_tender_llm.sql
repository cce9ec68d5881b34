CREATE TABLE "tender_llm_fills" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_llm_fills" ADD CONSTRAINT "tender_llm_fills_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_llm_fills_next_idx" ON "tender_llm_fills" USING btree ("next_at");