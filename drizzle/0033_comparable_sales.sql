CREATE TABLE "sale_comparables" (
	"id" serial PRIMARY KEY NOT NULL,
	"judgment_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"state_id" integer NOT NULL,
	"region" text NOT NULL,
	"age_band" text NOT NULL,
	"size_band" text NOT NULL,
	"litigation" text,
	"debtor_real_estate" boolean,
	"debtor_employed" boolean,
	"debtor_attorney" boolean,
	"price_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"rules_version" integer,
	"share_bps" integer NOT NULL,
	CONSTRAINT "sale_comparables_region_check" CHECK ("sale_comparables"."region" in ('northeast', 'midwest', 'south', 'west')),
	CONSTRAINT "sale_comparables_age_band_check" CHECK ("sale_comparables"."age_band" in ('0-2', '2-5', '5-10', '10+')),
	CONSTRAINT "sale_comparables_size_band_check" CHECK ("sale_comparables"."size_band" in ('under-10k', '10k-50k', '50k-250k', '250k+')),
	CONSTRAINT "sale_comparables_litigation_check" CHECK ("sale_comparables"."litigation" in ('default', 'litigated')),
	CONSTRAINT "sale_comparables_amounts_check" CHECK ("sale_comparables"."balance_cents" > 0 and "sale_comparables"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_attorney" boolean;--> statement-breakpoint
ALTER TABLE "sale_comparables" ADD CONSTRAINT "sale_comparables_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_comparables" ADD CONSTRAINT "sale_comparables_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_comparables" ADD CONSTRAINT "sale_comparables_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_comparables_offer_idx" ON "sale_comparables" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "sale_comparables_state_idx" ON "sale_comparables" USING btree ("state_id","age_band","size_band");--> statement-breakpoint
CREATE INDEX "sale_comparables_region_idx" ON "sale_comparables" USING btree ("region","age_band","size_band");--> statement-breakpoint
CREATE INDEX "sale_comparables_band_idx" ON "sale_comparables" USING btree ("age_band","size_band");--> statement-breakpoint
CREATE INDEX "sale_comparables_paid_idx" ON "sale_comparables" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "sale_comparables_judgment_idx" ON "sale_comparables" USING btree ("judgment_id");