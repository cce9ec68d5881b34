CREATE TABLE "tender_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"category" text DEFAULT 'ENGINEERING' NOT NULL,
	"stage" text,
	"project_type" text DEFAULT 'COMMON' NOT NULL,
	"party_type" text DEFAULT 'COMMON' NOT NULL,
	"province" text,
	"city" text,
	"district" text,
	"title" text NOT NULL,
	"buyer_org_id" integer,
	"agency_org_id" integer,
	"winner_org_id" integer,
	"budget_yuan" numeric(18, 2),
	"max_price_yuan" numeric(18, 2),
	"win_amount_yuan" numeric(18, 2),
	"discount_rate" numeric(8, 4),
	"registration_deadline" text,
	"bid_deadline" text,
	"open_time" text,
	"open_place" text,
	"project_code" text,
	"project_name" text,
	"source_site" text,
	"source_url" text NOT NULL,
	"published_on" date NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"content_hash" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"corrections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"candidates" jsonb,
	"tsv" "tsvector" NOT NULL,
	"simhash" bigint NOT NULL,
	"sh0" integer NOT NULL,
	"sh1" integer NOT NULL,
	"sh2" integer NOT NULL,
	"sh3" integer NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_candidates" (
	"announcement_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"rank" integer,
	"amount_yuan" numeric(18, 2),
	"is_winner" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_candidates_announcement_id_org_id_pk" PRIMARY KEY("announcement_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "tender_orgs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_orgs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"norm_name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buyer_count" integer DEFAULT 0 NOT NULL,
	"agency_count" integer DEFAULT 0 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	"candidate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_key" text NOT NULL,
	"project_code" text,
	"name" text NOT NULL,
	"buyer_org_id" integer,
	"province" text,
	"city" text,
	"first_published_on" date,
	"last_published_on" date,
	"announcement_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_token_df" (
	"token" text PRIMARY KEY NOT NULL,
	"df" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_project_id_tender_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."tender_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_buyer_org_id_tender_orgs_id_fk" FOREIGN KEY ("buyer_org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_agency_org_id_tender_orgs_id_fk" FOREIGN KEY ("agency_org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_announcements" ADD CONSTRAINT "tender_announcements_winner_org_id_tender_orgs_id_fk" FOREIGN KEY ("winner_org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_org_id_tender_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_projects" ADD CONSTRAINT "tender_projects_buyer_org_id_tender_orgs_id_fk" FOREIGN KEY ("buyer_org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_ann_url_uq" ON "tender_announcements" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "tender_ann_date_idx" ON "tender_announcements" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "tender_ann_province_idx" ON "tender_announcements" USING btree ("province","published_on","id");--> statement-breakpoint
CREATE INDEX "tender_ann_city_idx" ON "tender_announcements" USING btree ("city","published_on","id");--> statement-breakpoint
CREATE INDEX "tender_ann_stage_idx" ON "tender_announcements" USING btree ("stage","published_on","id");--> statement-breakpoint
CREATE INDEX "tender_ann_tsv_idx" ON "tender_announcements" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "tender_ann_project_idx" ON "tender_announcements" USING btree ("project_id","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_buyer_idx" ON "tender_announcements" USING btree ("buyer_org_id","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_agency_idx" ON "tender_announcements" USING btree ("agency_org_id","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_winner_idx" ON "tender_announcements" USING btree ("winner_org_id","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_sh0_idx" ON "tender_announcements" USING btree ("sh0","stage","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_sh1_idx" ON "tender_announcements" USING btree ("sh1","stage","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_sh2_idx" ON "tender_announcements" USING btree ("sh2","stage","published_on");--> statement-breakpoint
CREATE INDEX "tender_ann_sh3_idx" ON "tender_announcements" USING btree ("sh3","stage","published_on");--> statement-breakpoint
CREATE INDEX "tender_candidates_org_idx" ON "tender_candidates" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_orgs_norm_uq" ON "tender_orgs" USING btree ("norm_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_projects_key_uq" ON "tender_projects" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "tender_projects_buyer_idx" ON "tender_projects" USING btree ("buyer_org_id");