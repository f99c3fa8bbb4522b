ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_topic_check";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "matches_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "judgments_approved_idx" ON "judgments" USING btree ("approved_at") WHERE "judgments"."status" = 'active';--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_topic_check" CHECK ("email_opt_outs"."topic" in ('new_message', 'offers_received', 'offers_decided', 'watchlist', 'saved_searches'));