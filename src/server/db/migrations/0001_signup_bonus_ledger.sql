-- A new account's starting credits (the 'default credits' setting, set by the sign-up code) must be
-- in the ledger in the same transaction as the account itself, whatever path created it. better-auth
-- creates the user row on its own, so the database records the matching 'bonus' row.
CREATE FUNCTION record_signup_bonus() RETURNS trigger AS $$
BEGIN
  IF NEW.credits > 0 THEN
    INSERT INTO credit_transactions (user_id, transaction_type, credits_amount, balance_after, idempotency_key, description)
    VALUES (NEW.id, 'bonus', NEW.credits, NEW.credits, 'signup-bonus:' || NEW.id, 'Créditos de boas-vindas');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_signup_bonus AFTER INSERT ON "user" FOR EACH ROW EXECUTE FUNCTION record_signup_bonus();
