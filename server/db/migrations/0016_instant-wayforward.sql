CREATE TABLE "bvn_phone_help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"bvn_sealed" text NOT NULL,
	"bvn_hash" text NOT NULL,
	"way" text NOT NULL,
	"journey" text NOT NULL,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bvn_phone_help_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "bvn_phone_help_requests_bvn_hash_idx" ON "bvn_phone_help_requests" USING btree ("bvn_hash");--> statement-breakpoint
CREATE INDEX "bvn_phone_help_requests_created_at_idx" ON "bvn_phone_help_requests" USING btree ("created_at");