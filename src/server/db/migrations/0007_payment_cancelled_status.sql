ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_status_valid";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "credit_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_status_valid" CHECK ("payment_sessions"."status" in ('pending', 'paid', 'failed', 'cancelled', 'expired'));