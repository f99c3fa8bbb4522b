CREATE TABLE "court_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"judgment_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"source" text NOT NULL,
	"docket_court" text NOT NULL,
	"docket_number" text NOT NULL,
	"case_name" text,
	"docket_ref" text,
	"docket_url" text,
	"parties" text,
	"entries" text,
	"checks" jsonb NOT NULL,
	"renewals" text,
	"note" text,
	"listing" jsonb NOT NULL,
	"evidence_key" text NOT NULL,
	"evidence_name" text NOT NULL,
	"evidence_type" text NOT NULL,
	"evidence_bytes" integer NOT NULL,
	"evidence_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"superseded_by" integer,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "court_verifications_source_check" CHECK ("court_verifications"."source" in ('court_online_docket', 'pacer', 'courtlistener', 'certified_copy')),
	CONSTRAINT "court_verifications_sha256_check" CHECK ("court_verifications"."evidence_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "court_verifications" ADD CONSTRAINT "court_verifications_judgment_id_judgments_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judgments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_verifications" ADD CONSTRAINT "court_verifications_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_verifications" ADD CONSTRAINT "court_verifications_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_verifications_current_unique" ON "court_verifications" USING btree ("judgment_id") WHERE "court_verifications"."superseded_at" is null and "court_verifications"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "court_verifications_judgment_idx" ON "court_verifications" USING btree ("judgment_id","created_at");