CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'brl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"checkout_url" text,
	"credits_granted" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_status_valid" CHECK ("payment_sessions"."status" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_sessions_amount_positive" CHECK ("payment_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_session_idx" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_reference_idx" ON "payment_sessions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_created_idx" ON "payment_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_status_created_idx" ON "payment_sessions" USING btree ("status","created_at");