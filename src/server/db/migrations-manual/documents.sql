-- Branch documents (raw-material and supplier documents; ADR 069): hand-written SQL appended to the generated
-- migration. The change trigger every table carries (docs/architecture.md, "The database").
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
