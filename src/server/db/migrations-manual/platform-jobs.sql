-- Hand-written part of the platform-jobs migration (files and background jobs, ADR 039): each pending webhook
-- delivery written to the outbox enqueues its `webhook_delivery` job in the same transaction. graphile-worker's
-- add_job is looked up when the trigger runs; its schema is migrated at boot right after these migrations.
CREATE FUNCTION "webhook_delivery_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job('webhook_delivery', json_build_object('deliveryId', NEW.id), max_attempts => 5);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_enqueue" AFTER INSERT ON "webhook_deliveries"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION "webhook_delivery_enqueue"();
