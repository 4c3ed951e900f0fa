CREATE OR REPLACE FUNCTION balance_ledger_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'balance_ledger rows are never changed: write a compensating row instead'
    USING ERRCODE = 'restrict_violation';
END
$function$;

CREATE OR REPLACE TRIGGER balance_ledger_append_only
  BEFORE UPDATE ON balance_ledger
  FOR EACH ROW
  EXECUTE FUNCTION balance_ledger_append_only();
