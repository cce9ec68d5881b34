CREATE TABLE "calendar_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subscription_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_match_pending" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_sub_matches" (
	"subscription_id" uuid NOT NULL,
	"announcement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_sub_matches_subscription_id_announcement_id_pk" PRIMARY KEY("subscription_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "tender_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"feed_token" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_tender_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tender_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_match_pending" ADD CONSTRAINT "tender_match_pending_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_sub_matches" ADD CONSTRAINT "tender_sub_matches_subscription_id_tender_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tender_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_sub_matches" ADD CONSTRAINT "tender_sub_matches_announcement_id_tender_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."tender_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_subscriptions" ADD CONSTRAINT "tender_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_subscriptions" ADD CONSTRAINT "tender_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_deliveries_idem_uq" ON "subscription_deliveries" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_due_idx" ON "subscription_deliveries" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_user_idx" ON "subscription_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tender_sub_matches_ann_idx" ON "tender_sub_matches" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "tender_subs_user_idx" ON "tender_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tender_subs_company_idx" ON "tender_subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_subs_feed_uq" ON "tender_subscriptions" USING btree ("feed_token");--> statement-breakpoint
CREATE UNIQUE INDEX "user_messages_dedupe_uq" ON "user_messages" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id") WHERE read_at IS NULL;