-- Hand-written part of the regulatory datasets migration (ADR 055): the change trigger every table carries
-- (docs/architecture.md, "The database"), so the Regulatory data tab's list reloads when a file is applied.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regulatory_datasets"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
