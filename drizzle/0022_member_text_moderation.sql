ALTER TABLE "users" ADD COLUMN "handle_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_event_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "dispute_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_event_id_offer_events_id_fk" FOREIGN KEY ("offer_event_id") REFERENCES "public"."offer_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_offer_event_idx" ON "messages" USING btree ("offer_event_id");--> statement-breakpoint
CREATE INDEX "messages_dispute_idx" ON "messages" USING btree ("dispute_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('message', 'offer', 'counter', 'dispute', 'dispute_answer'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reject_reason_check" CHECK ("messages"."reject_reason" in ('contact_details', 'offensive', 'outside_marketplace', 'other', 'rules'));