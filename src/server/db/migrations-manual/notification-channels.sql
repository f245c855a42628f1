-- Branch channels (push, SMS, announcements, usage analytics): hand-written SQL appended to the generated
-- migration 0026_notification-channels.sql. The change trigger every table carries (docs/architecture.md, "The
-- database"); feature_usage is a counter nothing cached reads, so it has none (like login_attempts).
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "push_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vapid_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();
