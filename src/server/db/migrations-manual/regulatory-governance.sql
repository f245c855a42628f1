-- The change trigger every table carries (migrations 0003 and 0015, ADR 007): a change proposal changes the
-- substances' answers (their pending changes), which the read caches of every instance must drop.
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "change_proposals"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
