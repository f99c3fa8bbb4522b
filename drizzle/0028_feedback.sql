CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"from_role" text NOT NULL,
	"rating" text NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"removed_reason" text,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" in ('positive', 'neutral', 'negative')),
	CONSTRAINT "feedback_from_role_check" CHECK ("feedback"."from_role" in ('buyer', 'seller')),
	CONSTRAINT "feedback_not_self_check" CHECK ("feedback"."from_user_id" <> "feedback"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_sale_writer_unique" ON "feedback" USING btree ("payment_id","from_user_id");--> statement-breakpoint
CREATE INDEX "feedback_to_user_idx" ON "feedback" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_judgment_idx" ON "feedback" USING btree ("judgment_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_seller_idx" ON "disputes" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "disputes_buyer_idx" ON "disputes" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "messages_feedback_idx" ON "messages" USING btree ("feedback_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('message', 'offer', 'counter', 'dispute', 'dispute_answer', 'feedback', 'feedback_reply'));