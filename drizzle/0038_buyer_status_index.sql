-- The new index first, then the old one dropped: DROP INDEX locks the table until the migration commits, so it comes last.
CREATE INDEX "judgments_buyer_status_idx" ON "judgments" USING btree ("buyer_id","status");--> statement-breakpoint
DROP INDEX "judgments_buyer_idx";