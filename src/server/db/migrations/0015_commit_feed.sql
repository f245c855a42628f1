-- Changes are announced by polling what committed, not by NOTIFY inside the writing transaction (ADR 022):
-- PostgreSQL takes one lock for every notifying transaction's commit, so NOTIFY in each write put every write in
-- one queue through its WAL flush. Rows carry the writing transaction's id; readers take those below the oldest
-- transaction still running, so none is skipped whatever order the transactions commit in.
ALTER TABLE "events" ADD COLUMN "tx" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "events_tx_idx" ON "events" USING btree ("tx");--> statement-breakpoint
-- Unlogged: no WAL for a write's bookkeeping. A crash empties it; readers then start a new cache generation.
CREATE UNLOGGED TABLE "table_changes" (
  "tx" xid8 DEFAULT pg_current_xact_id() NOT NULL,
  "table_name" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "table_changes_tx_idx" ON "table_changes" USING btree ("tx");--> statement-breakpoint
-- The statement trigger of every table (migration 0003 and later) records the table instead of notifying.
CREATE OR REPLACE FUNCTION formulary_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (table_name) VALUES (TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
