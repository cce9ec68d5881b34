CREATE TABLE "study_user_ops" (
	"doc_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"op" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_user_ops" ADD CONSTRAINT "study_user_ops_doc_id_study_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."study_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_user_ops_uq" ON "study_user_ops" USING btree ("doc_id","user_id","op");--> statement-breakpoint
CREATE INDEX "study_user_ops_user_idx" ON "study_user_ops" USING btree ("user_id","op","created_at");