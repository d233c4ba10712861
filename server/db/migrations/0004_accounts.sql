CREATE SEQUENCE "public"."core_banking_account_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bvn_consent_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"bvn_sealed" text NOT NULL,
	"bvn_hash" text NOT NULL,
	"return_to" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"consent_phone_sealed" text,
	"data_sealed" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bvn_consent_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bvn_references" (
	"ref_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"bvn_hash" text NOT NULL,
	"data_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeem_by" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"use_by" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_product" text NOT NULL,
	"preferred_branch" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"acct_number" text,
	"photo_key" text,
	"scanned_id_card_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"details_sent_at" timestamp with time zone,
	CONSTRAINT "account_applications_customer_product_key" UNIQUE("customer_id","account_product")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acct_type" text NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"lastname" text NOT NULL,
	"firstname" text NOT NULL,
	"middlename" text DEFAULT '' NOT NULL,
	"gender" text NOT NULL,
	"preferred_branch" text NOT NULL,
	"step" integer NOT NULL,
	"cb_by" text DEFAULT '' NOT NULL,
	"bvn_sealed" text NOT NULL,
	"bvn_hash" text NOT NULL,
	"nin_sealed" text,
	"nin_hash" text,
	"phone_sealed" text NOT NULL,
	"birth_date_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_acct_type_bvn_hash_key" UNIQUE("acct_type","bvn_hash"),
	CONSTRAINT "customers_acct_type_email_key" UNIQUE("acct_type","email")
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "core_banking_accounts" (
	"account_number" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"account_name" text NOT NULL,
	"product_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_banking_accounts_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "bvn_references" ADD CONSTRAINT "bvn_references_session_id_bvn_consent_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bvn_consent_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_applications" ADD CONSTRAINT "account_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bvn_consent_sessions_bvn_hash_idx" ON "bvn_consent_sessions" USING btree ("bvn_hash");--> statement-breakpoint
CREATE INDEX "bvn_references_bvn_hash_idx" ON "bvn_references" USING btree ("bvn_hash");--> statement-breakpoint
CREATE INDEX "account_applications_state_idx" ON "account_applications" USING btree ("state");--> statement-breakpoint
CREATE INDEX "customers_nin_hash_idx" ON "customers" USING btree ("nin_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_customer_idx" ON "email_verification_tokens" USING btree ("customer_id");