CREATE TABLE "core_banking_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"narration" text NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "core_banking_postings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "restriction_reason" text;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "core_banking_postings" ADD CONSTRAINT "core_banking_postings_account_number_core_banking_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "public"."core_banking_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_banking_postings_account_idx" ON "core_banking_postings" USING btree ("account_number","posted_at");