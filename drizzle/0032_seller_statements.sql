CREATE TABLE "seller_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"judgment_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"version" integer NOT NULL,
	"role" text NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stated_at" timestamp with time zone NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_statements_role_check" CHECK ("seller_statements"."role" in ('creditor', 'assignee'))
);
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_reason_check";--> statement-breakpoint
ALTER TABLE "seller_statements" ADD CONSTRAINT "seller_statements_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_statements" ADD CONSTRAINT "seller_statements_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_statements_judgment_idx" ON "seller_statements" USING btree ("judgment_id","id");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('documents_missing', 'documents_wrong', 'not_as_described', 'not_assigned', 'false_statement', 'other'));