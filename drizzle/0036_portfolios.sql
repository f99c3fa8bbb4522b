-- Portfolios (docs/decisions/0055), slice 1: the listing row's kind, the in_portfolio status and
-- portfolio_items. Left for slice 4: judgments_portfolio_browse_idx and saved_searches.portfolios_only.
CREATE TABLE "portfolio_items" (
	"portfolio_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"assigned_by" integer,
	CONSTRAINT "portfolio_items_portfolio_id_judgment_id_pk" PRIMARY KEY("portfolio_id","judgment_id"),
	CONSTRAINT "portfolio_items_not_self_check" CHECK ("portfolio_items"."portfolio_id" <> "portfolio_items"."judgment_id"),
	CONSTRAINT "portfolio_items_assigned_live_check" CHECK ("portfolio_items"."assigned_at" is null or "portfolio_items"."released_at" is null)
);
--> statement-breakpoint
ALTER TABLE "judgments" DROP CONSTRAINT "judgments_status_check";--> statement-breakpoint
DROP INDEX "sale_comparables_offer_idx";--> statement-breakpoint
ALTER TABLE "judgments" ALTER COLUMN "state_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "judgments" ALTER COLUMN "county_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "judgments" ALTER COLUMN "casenum" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "judgments" ALTER COLUMN "date_awarded" DROP NOT NULL;--> statement-breakpoint
-- Added by hand (docs/decisions/0055; re-add after regenerating): the existing records are single
-- sales, each sold as itself, so sold_as_id is filled before it becomes NOT NULL. drizzle-kit's own
-- line was: ALTER TABLE "sale_comparables" ADD COLUMN "sold_as_id" integer NOT NULL;
ALTER TABLE "sale_comparables" ADD COLUMN "sold_as_id" integer;--> statement-breakpoint
UPDATE "sale_comparables" SET "sold_as_id" = "judgment_id";--> statement-breakpoint
ALTER TABLE "sale_comparables" ALTER COLUMN "sold_as_id" SET NOT NULL;--> statement-breakpoint
-- End of the hand-added lines.
ALTER TABLE "judgments" ADD COLUMN "kind" text DEFAULT 'judgment' NOT NULL;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "portfolio_size" smallint;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_portfolio_id_judgments_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_one_live_per_judgment" ON "portfolio_items" USING btree ("judgment_id") WHERE "portfolio_items"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_position_unique" ON "portfolio_items" USING btree ("portfolio_id","position");--> statement-breakpoint
ALTER TABLE "sale_comparables" ADD CONSTRAINT "sale_comparables_sold_as_id_judgments_id_fk" FOREIGN KEY ("sold_as_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_comparables_offer_judgment_idx" ON "sale_comparables" USING btree ("offer_id","judgment_id");--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_kind_check" CHECK ("judgments"."kind" in ('judgment', 'portfolio'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_kind_shape_check" CHECK (("judgments"."kind" = 'judgment' and "judgments"."state_id" is not null and "judgments"."county_id" is not null and "judgments"."casenum" is not null
        and "judgments"."date_awarded" is not null and "judgments"."portfolio_size" is null)
      or ("judgments"."kind" = 'portfolio' and "judgments"."casenum" is null and "judgments"."date_awarded" is null and "judgments"."courthouse" is null
        and "judgments"."portfolio_size" is not null
        and "judgments"."portfolio_size" between 2 and 100
        and "judgments"."status" <> 'in_portfolio' and "judgments"."listing_fee_cents" = 0
        and not ("judgments"."highlight_listing" or "judgments"."embolden_listing" or "judgments"."featured_state" or "judgments"."featured_nationwide")));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_status_check" CHECK ("judgments"."status" in ('new', 'active', 'hidden', 'offer_accepted', 'paid', 'assigned', 'disputed', 'sold', 'cancelled', 'declined', 'in_portfolio'));