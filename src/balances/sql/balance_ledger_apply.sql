CREATE OR REPLACE FUNCTION balance_ledger_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- The row lock of this UPDATE queues concurrent rows of one balance, and the balance's CHECK (balance >= 0)
  -- refuses the row that would take it below zero: no reader's stale sum can overspend it.
  IF NEW.gift_card_id IS NOT NULL THEN
    UPDATE gift_cards SET balance = balance + NEW.amount, updated_at = clock_timestamp()
     WHERE id = NEW.gift_card_id
    RETURNING balance INTO NEW.balance_after;
  ELSE
    UPDATE store_credit_accounts SET balance = balance + NEW.amount, updated_at = clock_timestamp()
     WHERE id = NEW.store_credit_account_id
    RETURNING balance INTO NEW.balance_after;
  END IF;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE TRIGGER balance_ledger_apply
  BEFORE INSERT ON balance_ledger
  FOR EACH ROW
  EXECUTE FUNCTION balance_ledger_apply();
