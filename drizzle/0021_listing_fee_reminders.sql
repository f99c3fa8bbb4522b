CREATE TABLE "listing_fee_reminders" (
	"judgment_id" integer PRIMARY KEY NOT NULL,
	"due_since" timestamp with time zone NOT NULL,
	"sent" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_topic_check";--> statement-breakpoint
ALTER TABLE "listing_fee_reminders" ADD CONSTRAINT "listing_fee_reminders_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_topic_check" CHECK ("email_opt_outs"."topic" in ('new_message', 'offers_received', 'offers_decided', 'watchlist', 'saved_searches', 'listing_reminders'));