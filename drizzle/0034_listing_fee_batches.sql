CREATE TABLE "listing_fee_batch_items" (
	"batch_key" text NOT NULL,
	"judgment_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "listing_fee_batch_items_batch_key_judgment_id_pk" PRIMARY KEY("batch_key","judgment_id"),
	CONSTRAINT "listing_fee_batch_items_amount_check" CHECK ("listing_fee_batch_items"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "listing_fee_batch_items" ADD CONSTRAINT "listing_fee_batch_items_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_fee_batch_items_judgment_idx" ON "listing_fee_batch_items" USING btree ("judgment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('listing_fee', 'enhancement', 'premium', 'purchase', 'listing_checkout', 'listing_fees'));