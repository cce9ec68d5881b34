CREATE TABLE "tender_reextract_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_reextract_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"changed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed_notices" integer DEFAULT 0 NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD COLUMN "extractor_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_reextract_runs_open_uq" ON "tender_reextract_runs" USING btree ("to_version") WHERE finished_at IS NULL;