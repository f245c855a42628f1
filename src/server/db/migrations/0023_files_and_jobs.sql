CREATE SCHEMA "file_store";
--> statement-breakpoint
CREATE SCHEMA "jobs";
--> statement-breakpoint
CREATE TABLE "jobs"."workers" (
	"pool_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs"."reminders_sent" (
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_subject_id_user_id_due_on_pk" PRIMARY KEY("kind","subject_id","user_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "file_store"."chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "file_store"."files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_store"."chunks" ADD CONSTRAINT "chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "file_store"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "locked_until";--> statement-breakpoint-- Hand-written part of the platform-jobs migration (files and background jobs, ADR 039): each pending webhook
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
