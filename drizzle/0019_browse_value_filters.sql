DROP INDEX "judgments_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_state_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_county_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_price_idx";--> statement-breakpoint
DROP INDEX "judgments_amount_idx";--> statement-breakpoint
DROP INDEX "judgments_deal_idx";--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "fact_flags" smallint GENERATED ALWAYS AS (((case court_type when 'state' then 1 when 'federal' then 2 else 0 end) | (case litigation when 'default' then 4 when 'litigated' then 8 else 0 end) | (case debtor_type when 'individual' then 16 when 'business' then 32 else 0 end) | (case debt_type when 'commercial' then 64 when 'consumer' then 128 when 'medical' then 256 when 'other' then 512 else 0 end) | (case when debtor_real_estate then 1024 else 0 end) | (case when debtor_employed then 2048 else 0 end) | (case when debtor_bank_account then 4096 else 0 end) | (case when debtor_vehicles then 8192 else 0 end))::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "court_type" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debt_type" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "litigation" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debtor_type" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debtor_real_estate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debtor_employed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debtor_bank_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "debtor_vehicles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_deadline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "fact_mask" smallint GENERATED ALWAYS AS (((case court_type when 'state' then 1 when 'federal' then 2 else 0 end) | (case litigation when 'default' then 4 when 'litigated' then 8 else 0 end) | (case debtor_type when 'individual' then 16 when 'business' then 32 else 0 end) | (case debt_type when 'commercial' then 64 when 'consumer' then 128 when 'medical' then 256 when 'other' then 512 else 0 end) | (case when debtor_real_estate then 1024 else 0 end) | (case when debtor_employed then 2048 else 0 end) | (case when debtor_bank_account then 4096 else 0 end) | (case when debtor_vehicles then 8192 else 0 end))::smallint) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "judgments_balance_deal_idx" ON "judgments" USING btree ("status",coalesce("balance_share_bps", 2147483647),"id","listed_at","state_id","county_id","price_cents","amount_cents","date_awarded","fact_flags","enforce_deadline_on","balance_share_bps");--> statement-breakpoint
CREATE INDEX "judgments_browse_idx" ON "judgments" USING btree ("status","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"state_id","county_id","price_cents","amount_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
CREATE INDEX "judgments_state_browse_idx" ON "judgments" USING btree ("status","state_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"county_id","price_cents","amount_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
CREATE INDEX "judgments_county_browse_idx" ON "judgments" USING btree ("status","county_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_cents","amount_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
CREATE INDEX "judgments_price_idx" ON "judgments" USING btree ("status","price_cents","id","listed_at","state_id","county_id","amount_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
CREATE INDEX "judgments_amount_idx" ON "judgments" USING btree ("status","amount_cents","id","listed_at","state_id","county_id","price_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
CREATE INDEX "judgments_deal_idx" ON "judgments" USING btree ("status",("price_cents" * 10000 / "amount_cents"),"id","listed_at","state_id","county_id","price_cents","amount_cents","date_awarded","fact_flags","enforce_deadline_on");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_court_type_check" CHECK ("saved_searches"."court_type" in ('state', 'federal'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_debt_type_check" CHECK ("saved_searches"."debt_type" in ('commercial', 'consumer', 'medical', 'other'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_litigation_check" CHECK ("saved_searches"."litigation" in ('default', 'litigated'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_debtor_type_check" CHECK ("saved_searches"."debtor_type" in ('individual', 'business'));