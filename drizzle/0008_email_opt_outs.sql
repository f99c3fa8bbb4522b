CREATE TABLE "email_opt_outs" (
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "email_opt_outs_topic_check" CHECK ("email_opt_outs"."topic" in ('new_message', 'offers_received', 'offers_decided', 'watchlist'))
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;