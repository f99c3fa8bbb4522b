CREATE TABLE "premium_credit_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"upsell_code" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "listing_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_credit_spends" ADD CONSTRAINT "premium_credit_spends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_credit_spends" ADD CONSTRAINT "premium_credit_spends_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_credit_spends" ADD CONSTRAINT "premium_credit_spends_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_credit_spends_listing_idx" ON "premium_credit_spends" USING btree ("user_id","judgment_id","upsell_code");--> statement-breakpoint
CREATE INDEX "premium_credit_spends_period_idx" ON "premium_credit_spends" USING btree ("user_id","period_start");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('listing_fee', 'enhancement', 'premium', 'purchase', 'listing_checkout'));