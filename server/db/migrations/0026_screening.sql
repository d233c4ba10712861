CREATE TABLE "application_screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_by" uuid,
	"adapter" text NOT NULL,
	"state" text NOT NULL,
	"parties" jsonb NOT NULL,
	"risk_level" text NOT NULL,
	"risk_reasons" jsonb NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid
);
--> statement-breakpoint
ALTER TABLE "application_screenings" ADD CONSTRAINT "application_screenings_application_id_account_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."account_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_screenings_application_idx" ON "application_screenings" USING btree ("application_id","screened_at");