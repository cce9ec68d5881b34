CREATE TABLE "article_times" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"art_type" text NOT NULL,
	"art_id" integer NOT NULL,
	"art_title" text NOT NULL,
	"visitor" text NOT NULL,
	"spent_sec" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"user_id" uuid,
	"source" text NOT NULL,
	"spent_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_times_day_idx" ON "article_times" USING btree ("day");--> statement-breakpoint
CREATE INDEX "article_times_at_idx" ON "article_times" USING btree ("at");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_at_idx" ON "page_views" USING btree ("at");