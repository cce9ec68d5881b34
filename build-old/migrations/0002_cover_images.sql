ALTER TABLE "products" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "cover_url" text;