-- Data written before 0007: sandbox checkouts the buyer cancelled were recorded as 'expired', and
-- payments already credited had their success page shown (they must not be announced again).
UPDATE "payment_sessions" AS p SET "status" = 'cancelled'
FROM "sandbox_checkouts" AS s
WHERE p."provider" = 'sandbox' AND p."provider_session_id" = s."id" AND s."status" = 'cancelled' AND p."status" = 'expired';
--> statement-breakpoint
UPDATE "payment_sessions" SET "credit_confirmed_at" = "paid_at" WHERE "status" = 'paid' AND "credit_confirmed_at" IS NULL;
