ALTER TABLE "users" ADD COLUMN "payout_account_ready_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_connect_account_idx" ON "users" USING btree ("stripe_connect_account_id");--> statement-breakpoint
CREATE INDEX "payments_processing_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'processing';--> statement-breakpoint
-- Accounts stored before this column existed were completed offline onboardings (Stripe ones are
-- checked again with Stripe when their seller opens /payouts).
UPDATE "users" SET "payout_account_ready_at" = now() WHERE "stripe_connect_account_id" LIKE 'acct_off_%';
