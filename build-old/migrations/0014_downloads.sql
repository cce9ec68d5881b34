CREATE TABLE "download_dirs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_dirs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_logs" (
	"user_id" uuid NOT NULL,
	"download_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_logs_user_id_download_id_day_pk" PRIMARY KEY("user_id","download_id","day")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dir_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text DEFAULT 'UNKNOWN' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_dirs" ADD CONSTRAINT "download_dirs_parent_id_download_dirs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."download_dirs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_dir_id_download_dirs_id_fk" FOREIGN KEY ("dir_id") REFERENCES "public"."download_dirs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_dirs_parent_idx" ON "download_dirs" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "download_logs_user_idx" ON "download_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_dir_idx" ON "downloads" USING btree ("dir_id","published_on");--> statement-breakpoint
CREATE INDEX "downloads_count_idx" ON "downloads" USING btree ("download_count");