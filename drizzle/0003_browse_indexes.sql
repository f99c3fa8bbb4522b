-- Keyword search uses trigram indexes (added by hand: drizzle-kit does not write CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "judgments_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_state_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_county_browse_idx";--> statement-breakpoint
DROP INDEX "judgments_price_idx";--> statement-breakpoint
DROP INDEX "judgments_amount_idx";--> statement-breakpoint
CREATE INDEX "judgments_deal_idx" ON "judgments" USING btree ("status",("price_cents" * 10000 / "amount_cents"),"id","listed_at","state_id","county_id","price_cents","amount_cents","date_awarded");--> statement-breakpoint
CREATE INDEX "judgments_title_trgm_idx" ON "judgments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "judgments_description_trgm_idx" ON "judgments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "judgments_browse_idx" ON "judgments" USING btree ("status","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"state_id","county_id","price_cents","amount_cents","date_awarded");--> statement-breakpoint
CREATE INDEX "judgments_state_browse_idx" ON "judgments" USING btree ("status","state_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"county_id","price_cents","amount_cents","date_awarded");--> statement-breakpoint
CREATE INDEX "judgments_county_browse_idx" ON "judgments" USING btree ("status","county_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_cents","amount_cents","date_awarded");--> statement-breakpoint
CREATE INDEX "judgments_price_idx" ON "judgments" USING btree ("status","price_cents","id","listed_at","state_id","county_id","amount_cents","date_awarded");--> statement-breakpoint
CREATE INDEX "judgments_amount_idx" ON "judgments" USING btree ("status","amount_cents","id","listed_at","state_id","county_id","price_cents","date_awarded");