CREATE TABLE "offer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint,
	"message" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_events_kind_check" CHECK ("offer_events"."kind" in ('offer', 'edit', 'counter', 'counter_back', 'accept', 'decline', 'auto_decline', 'auto_accept', 'hand_over')),
	CONSTRAINT "offer_events_actor_check" CHECK ("offer_events"."actor" in ('buyer', 'seller', 'system'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_judgment_id_pk" PRIMARY KEY("saved_search_id","judgment_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"keywords" text,
	"state_id" integer,
	"county_id" integer,
	"price_min_cents" bigint,
	"price_max_cents" bigint,
	"judgment_min_cents" bigint,
	"judgment_max_cents" bigint,
	"judgment_date_start" date,
	"judgment_date_end" date,
	"listing_date_start" date,
	"listing_date_end" date,
	"alerts" text DEFAULT 'instant' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alerts_check" CHECK ("saved_searches"."alerts" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "auto_decline_below_cents" bigint;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "auto_accept_at_cents" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "awaiting" text DEFAULT 'seller' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "counter_cents" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "counter_message" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "counter_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "seller_counters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "buyer_counters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "displaced_by_offer_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_due_idx" ON "saved_search_matches" USING btree ("visible_at") WHERE "saved_search_matches"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_unique" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_displaced_by_offer_id_offers_id_fk" FOREIGN KEY ("displaced_by_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_displaced_by_idx" ON "offers" USING btree ("displaced_by_offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_awaiting_check" CHECK ("offers"."awaiting" in ('seller', 'buyer'));