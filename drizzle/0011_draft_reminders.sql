CREATE TABLE "draft_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"draft" jsonb NOT NULL,
	"step" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "draft_reminders_token_unique" ON "draft_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "draft_reminders_due_idx" ON "draft_reminders" USING btree ("updated_at") WHERE "draft_reminders"."reminded_at" is null and "draft_reminders"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "draft_reminders_email_idx" ON "draft_reminders" USING btree (lower("email"));