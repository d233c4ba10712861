ALTER TABLE "data_subject_requests" ADD COLUMN "erased_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "data_subject_requests" ADD COLUMN "correction_sealed" text;--> statement-breakpoint
ALTER TABLE "data_subject_requests" ADD COLUMN "corrected_at" timestamp with time zone;