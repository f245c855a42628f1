-- Hand-written part of the safety branch's migration (0022_safety_assessment): appended to the generated file.
-- The change feed sees every new table (the read caches and the live events read them).
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "toxicology_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "safety_conclusions"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "undesirable_effects"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
-- Profiles are part of the catalogue every formulation save checks against (the catalogue cache, ADR 014).
CREATE TRIGGER formulary_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "toxicology_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_bump_catalogue();--> statement-breakpoint
-- A signed conclusion is immutable: no update, by the application or anyone else (deleting its formulation
-- still deletes it).
CREATE FUNCTION formulary_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signed % row cannot be changed', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER safety_conclusions_immutable BEFORE UPDATE ON "safety_conclusions"
  FOR EACH ROW EXECUTE FUNCTION formulary_refuse_update();
