CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload_sealed" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "applicant_grants" (
	"browser_ref" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applicant_grants_browser_ref_customer_id_pk" PRIMARY KEY("browser_ref","customer_id")
);
--> statement-breakpoint
ALTER TABLE "bvn_consent_sessions" ADD COLUMN "browser_ref" text;--> statement-breakpoint
ALTER TABLE "bvn_references" ADD COLUMN "redeemed_by" text;--> statement-breakpoint
ALTER TABLE "applicant_grants" ADD CONSTRAINT "applicant_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("purpose","subject");--> statement-breakpoint
CREATE INDEX "applicant_grants_customer_idx" ON "applicant_grants" USING btree ("customer_id");