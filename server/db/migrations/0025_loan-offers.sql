CREATE TABLE "loan_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"loan_kobo" bigint NOT NULL,
	"annual_rate_percent" numeric(6, 3) NOT NULL,
	"tenor_years" integer NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"maker_id" uuid NOT NULL,
	"checker_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "loan_offers_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_maker_id_staff_members_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_checker_id_staff_members_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_accepted_by_customer_profiles_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."customer_profiles"("id") ON DELETE no action ON UPDATE no action;