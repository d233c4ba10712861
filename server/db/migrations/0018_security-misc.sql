CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"field" text NOT NULL,
	"previous_sealed" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancellable_until" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "contact_changes_cancel_token_key" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body_sealed" text;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_profile_id_customer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."customer_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_profile_idx" ON "contact_changes" USING btree ("profile_id","created_at");--> statement-breakpoint
-- Answers kept in clear are not carried over (decision 051): a key already answered starts again.
DELETE FROM "idempotency_keys" WHERE "state" = 'completed';--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_body";