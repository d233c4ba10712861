ALTER TABLE "account_applications" ADD COLUMN "step" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "details_sealed" text;--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "document_keys" jsonb;--> statement-breakpoint
ALTER TABLE "account_applications" ADD COLUMN "completed_at" timestamp with time zone;