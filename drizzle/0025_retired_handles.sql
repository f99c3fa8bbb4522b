CREATE TABLE "retired_handles" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"user_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_handles" ADD CONSTRAINT "retired_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retired_handles_handle_unique" ON "retired_handles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "retired_handles_user_idx" ON "retired_handles" USING btree ("user_id");