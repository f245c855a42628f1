CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_purpose_valid" CHECK ("email_confirmations"."purpose" in ('sign_up', 'email_change')),
	CONSTRAINT "email_confirmations_user_for_change" CHECK (("email_confirmations"."purpose" = 'email_change') = ("email_confirmations"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_link_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "token_id" uuid;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_hash_unique" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;