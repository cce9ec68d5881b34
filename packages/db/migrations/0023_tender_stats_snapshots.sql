CREATE TABLE "tender_stats_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" text NOT NULL,
	"compute_ms" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
