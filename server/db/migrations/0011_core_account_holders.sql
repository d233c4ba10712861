ALTER TABLE "core_banking_accounts" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "holder_phone_sealed" text;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "bvn_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "core_banking_accounts" ADD COLUMN "nin_linked_at" timestamp with time zone;