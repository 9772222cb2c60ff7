CREATE TABLE "verified_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"call_key" text NOT NULL,
	"direction" text NOT NULL,
	"outcome" text NOT NULL,
	"fired" boolean,
	"shift" integer,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"evidence" text NOT NULL,
	"sector" text NOT NULL,
	"timeframe" text,
	"rule" text,
	"broker" text,
	"probability" real,
	"payout" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "verified_calls_analysis_call_unique" UNIQUE("analysis_id","call_key"),
	CONSTRAINT "verified_calls_outcome_valid" CHECK ("verified_calls"."outcome" in ('win', 'loss', 'draw', 'pending', 'unverifiable'))
);
--> statement-breakpoint
ALTER TABLE "verified_calls" ADD CONSTRAINT "verified_calls_analysis_id_analysis_history_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_calls" ADD CONSTRAINT "verified_calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verified_calls_user_idx" ON "verified_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verified_calls_rule_idx" ON "verified_calls" USING btree ("rule","sector","timeframe");