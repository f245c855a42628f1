CREATE TABLE "formulation_totals" (
	"shard" integer PRIMARY KEY NOT NULL,
	"formulations" bigint DEFAULT 0 NOT NULL,
	"active" bigint DEFAULT 0 NOT NULL,
	"sum_cost_per_unit" numeric DEFAULT '0' NOT NULL,
	"sum_total_cost" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- One function adds a statement's delta (new rows minus old rows) to the writing connection's shard. The active
-- statuses are the domain's ACTIVE_STATUSES (in development, testing).
CREATE FUNCTION formulary_formulation_totals_delta(delta_count bigint, delta_active bigint, delta_cost numeric, delta_total numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO formulation_totals AS t (shard, formulations, active, sum_cost_per_unit, sum_total_cost)
  VALUES (pg_backend_pid() % 64, delta_count, delta_active, delta_cost, delta_total)
  ON CONFLICT (shard) DO UPDATE SET
    formulations = t.formulations + excluded.formulations,
    active = t.active + excluded.active,
    sum_cost_per_unit = t.sum_cost_per_unit + excluded.sum_cost_per_unit,
    sum_total_cost = t.sum_total_cost + excluded.sum_total_cost;
$$;--> statement-breakpoint
CREATE FUNCTION formulary_formulation_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM formulary_formulation_totals_delta(count(*), count(*) FILTER (WHERE status IN ('in_development', 'testing')),
    coalesce(sum(cost_per_unit), 0), coalesce(sum(total_cost), 0))
  FROM new_rows HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION formulary_formulation_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM formulary_formulation_totals_delta(-count(*), -count(*) FILTER (WHERE status IN ('in_development', 'testing')),
    -coalesce(sum(cost_per_unit), 0), -coalesce(sum(total_cost), 0))
  FROM old_rows HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION formulary_formulation_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM formulary_formulation_totals_delta(0,
    (SELECT count(*) FILTER (WHERE status IN ('in_development', 'testing')) FROM new_rows)
      - (SELECT count(*) FILTER (WHERE status IN ('in_development', 'testing')) FROM old_rows),
    (SELECT coalesce(sum(cost_per_unit), 0) FROM new_rows) - (SELECT coalesce(sum(cost_per_unit), 0) FROM old_rows),
    (SELECT coalesce(sum(total_cost), 0) FROM new_rows) - (SELECT coalesce(sum(total_cost), 0) FROM old_rows))
  WHERE EXISTS (SELECT 1 FROM new_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION formulary_formulation_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM formulation_totals;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER formulary_totals_insert AFTER INSERT ON formulations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_formulation_totals_insert();--> statement-breakpoint
CREATE TRIGGER formulary_totals_update AFTER UPDATE ON formulations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_formulation_totals_update();--> statement-breakpoint
CREATE TRIGGER formulary_totals_delete AFTER DELETE ON formulations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_formulation_totals_delete();--> statement-breakpoint
CREATE TRIGGER formulary_totals_truncate AFTER TRUNCATE ON formulations
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_formulation_totals_truncate();--> statement-breakpoint
CREATE TRIGGER formulary_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "formulation_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION formulary_notify_change();--> statement-breakpoint
-- The formulations already on file, in shard 0.
INSERT INTO formulation_totals (shard, formulations, active, sum_cost_per_unit, sum_total_cost)
SELECT 0, count(*), count(*) FILTER (WHERE status IN ('in_development', 'testing')),
  coalesce(sum(cost_per_unit), 0), coalesce(sum(total_cost), 0)
FROM formulations;
