CREATE TABLE "buy_request_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buy_request_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "kind" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "state_ids" integer[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "age_min_years" smallint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "age_max_years" smallint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "share_min_bps" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "share_max_bps" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buy_request_invitations" ADD CONSTRAINT "buy_request_invitations_buy_request_id_saved_searches_id_fk" FOREIGN KEY ("buy_request_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_request_invitations" ADD CONSTRAINT "buy_request_invitations_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_request_invitations" ADD CONSTRAINT "buy_request_invitations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_request_invitations_unique" ON "buy_request_invitations" USING btree ("buy_request_id","judgment_id");--> statement-breakpoint
CREATE INDEX "buy_request_invitations_judgment_idx" ON "buy_request_invitations" USING btree ("judgment_id");--> statement-breakpoint
CREATE INDEX "saved_searches_live_buy_requests_idx" ON "saved_searches" USING btree ("expires_at") WHERE "saved_searches"."kind" = 'buy_request' and "saved_searches"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('search', 'buy_request'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_buy_request_check" CHECK ("saved_searches"."kind" <> 'buy_request' or ("saved_searches"."share_min_bps" between 1 and 10000 and "saved_searches"."share_max_bps" between "saved_searches"."share_min_bps" and 10000 and "saved_searches"."expires_at" is not null));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_age_check" CHECK (("saved_searches"."age_min_years" is null or "saved_searches"."age_min_years" >= 0) and ("saved_searches"."age_max_years" is null or "saved_searches"."age_max_years" > coalesce("saved_searches"."age_min_years", 0)));