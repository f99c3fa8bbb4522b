DROP INDEX "judgments_seller_idx";--> statement-breakpoint
CREATE INDEX "judgments_seller_status_idx" ON "judgments" USING btree ("seller_id","status");