CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"judgment_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"seller_response" text,
	"seller_responded_at" timestamp with time zone,
	"resolution" text,
	"refund_cents" bigint,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('documents_missing', 'documents_wrong', 'not_as_described', 'not_assigned', 'other')),
	CONSTRAINT "disputes_resolution_check" CHECK ("disputes"."resolution" is null or "disputes"."resolution" in ('complete', 'refund_full', 'refund_partial'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('buyer_cancelled', 'dispute_full', 'dispute_partial')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_reminders" (
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_reminders_payment_id_kind_pk" PRIMARY KEY("payment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_judgment_id_unique";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind_check";--> statement-breakpoint
ALTER TABLE "judgments" DROP CONSTRAINT "judgments_status_check";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "dispute_id" integer;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "assignment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "inspection_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "relist_as" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_payment_unique" ON "disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "disputes_judgment_idx" ON "disputes" USING btree ("judgment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_judgment_idx" ON "refunds" USING btree ("judgment_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judgments_assignment_due_idx" ON "judgments" USING btree ("assignment_due_at") WHERE "judgments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "judgments_inspection_due_idx" ON "judgments" USING btree ("inspection_due_at") WHERE "judgments"."status" = 'assigned';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_live_per_judgment" ON "payouts" USING btree ("judgment_id") WHERE "payouts"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('listing', 'assignment', 'dispute'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_relist_as_check" CHECK ("judgments"."relist_as" in ('active', 'hidden'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_status_check" CHECK ("judgments"."status" in ('new', 'active', 'hidden', 'offer_accepted', 'paid', 'assigned', 'disputed', 'sold', 'cancelled'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'rejected', 'withdrawn', 'expired', 'lapsed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'released', 'paid', 'failed', 'cancelled'));--> statement-breakpoint
-- Sales already waiting on a side when the escrow timers arrive get a fresh window from now
-- (about 10 and 5 business days), instead of none (docs/decisions/0026).
UPDATE "judgments" SET "assignment_due_at" = now() + interval '14 days' WHERE "status" = 'paid' AND "assignment_due_at" IS NULL;--> statement-breakpoint
UPDATE "judgments" SET "inspection_due_at" = now() + interval '7 days' WHERE "status" = 'assigned' AND "inspection_due_at" IS NULL;
