CREATE TABLE "loan_internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body_sealed" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "officer_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_internal_notes" ADD CONSTRAINT "loan_internal_notes_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_internal_notes" ADD CONSTRAINT "loan_internal_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_messages" ADD CONSTRAINT "loan_messages_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_internal_notes_application_idx" ON "loan_internal_notes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "loan_messages_application_idx" ON "loan_messages" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_officer_id_staff_members_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The offer's note was the maker's word to the checker, shown to the customer: it becomes an internal note.
INSERT INTO "loan_internal_notes" ("application_id", "staff_id", "action", "body", "created_at")
SELECT "application_id", "actor"::uuid, 'approve', "note", "occurred_at" FROM "loan_status_events"
WHERE "status" = 'offer_issued' AND "note" <> '' AND "actor" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "loan_status_events" SET "note" = '' WHERE "status" = 'offer_issued' AND "note" <> '';
