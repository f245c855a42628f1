-- Every committed write notifies the read caches of every instance (ADR 007). Statement-level, so a bulk write
-- notifies once; PostgreSQL folds identical notifications of one transaction into one.
-- Not on login_attempts and events: nothing cached reads them and they are written on every sign-in and change.
CREATE FUNCTION formulary_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('formulary_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('login_attempts', 'events')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change()',
      t
    );
  END LOOP;
END;
$$;
