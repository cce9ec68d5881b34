CREATE TABLE "read_history" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "read_history_user_id_kind_item_id_day_pk" PRIMARY KEY("user_id","kind","item_id","day")
);
--> statement-breakpoint
ALTER TABLE "read_history" ADD CONSTRAINT "read_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "read_history_user_idx" ON "read_history" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");