CREATE TABLE "tender_user_ops" (
	"announcement_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"op" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_user_orgs" (
	"user_id" text NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_user_orgs_user_id_org_id_pk" PRIMARY KEY("user_id","org_id")
);
--> statement-breakpoint
ALTER TABLE "tender_user_ops" ADD CONSTRAINT "tender_user_ops_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_user_orgs" ADD CONSTRAINT "tender_user_orgs_org_id_tender_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_user_ops_uq" ON "tender_user_ops" USING btree ("announcement_id","user_id","op");--> statement-breakpoint
CREATE INDEX "tender_user_ops_user_idx" ON "tender_user_ops" USING btree ("user_id","op","created_at");--> statement-breakpoint
CREATE INDEX "tender_user_orgs_org_idx" ON "tender_user_orgs" USING btree ("org_id");