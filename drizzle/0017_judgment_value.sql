CREATE TABLE "judgment_rule_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_on" date NOT NULL,
	"title" text NOT NULL,
	"about" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judgment_rules" (
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"interest_confidence" text NOT NULL,
	"life_confidence" text,
	"assignment_confidence" text,
	CONSTRAINT "judgment_rules_version_code_pk" PRIMARY KEY("version","code")
);
--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "court_type" text;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debt_type" text;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "litigation" text;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "stated_rate_percent" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "last_renewed_on" date;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_type" text;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_real_estate" boolean;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_employed" boolean;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_bank_account" boolean;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "debtor_vehicles" boolean;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "rules_version" integer;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "estimated_balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "balance_as_of" date;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "balance_share_bps" integer;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "enforce_deadline_on" date;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "enforce_limit_on" date;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "limit_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judgments" ADD COLUMN "limit_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "judgment_rules" ADD CONSTRAINT "judgment_rules_version_judgment_rule_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."judgment_rule_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_rules_version_judgment_rule_versions_version_fk" FOREIGN KEY ("rules_version") REFERENCES "public"."judgment_rule_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_limit_reviewed_by_users_id_fk" FOREIGN KEY ("limit_reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_court_type_check" CHECK ("judgments"."court_type" in ('state', 'federal'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_debt_type_check" CHECK ("judgments"."debt_type" in ('commercial', 'consumer', 'medical', 'other'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_litigation_check" CHECK ("judgments"."litigation" in ('default', 'litigated'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_debtor_type_check" CHECK ("judgments"."debtor_type" in ('individual', 'business'));--> statement-breakpoint
ALTER TABLE "judgments" ADD CONSTRAINT "judgments_stated_rate_check" CHECK ("judgments"."stated_rate_percent" >= 0 and "judgments"."stated_rate_percent" <= 100);