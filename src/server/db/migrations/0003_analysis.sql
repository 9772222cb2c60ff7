CREATE TABLE "analysis_favorites" (
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_favorites_user_id_analysis_id_pk" PRIMARY KEY("user_id","analysis_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sector" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'running' NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"annotated_image" "bytea",
	"error_message" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "analysis_history_status_valid" CHECK ("analysis_history"."status" in ('running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "analysis_favorites" ADD CONSTRAINT "analysis_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_favorites" ADD CONSTRAINT "analysis_favorites_analysis_id_analysis_history_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_history" ADD CONSTRAINT "analysis_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_favorites_user_created_idx" ON "analysis_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_history_user_created_idx" ON "analysis_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_history_created_idx" ON "analysis_history" USING btree ("created_at");