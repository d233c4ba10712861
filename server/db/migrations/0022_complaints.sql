ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "complaint_category" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "account_number_sealed" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");