DROP INDEX "judgments_buyer_idx";--> statement-breakpoint
CREATE INDEX "judgments_buyer_idx" ON "judgments" USING btree ("buyer_id","status");