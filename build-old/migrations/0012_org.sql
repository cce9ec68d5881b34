ALTER TABLE "company_members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing organisations get their organisation accounts as administrators, so none is left without one.
UPDATE "company_members" SET "role" = 'admin' FROM "users" WHERE "users"."id" = "company_members"."user_id" AND "users"."company_id" = "company_members"."company_id";
