ALTER TABLE "customers" DROP CONSTRAINT "customers_acct_type_bvn_hash_key";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "cac_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_acct_type_bvn_hash_cac_key" ON "customers" USING btree ("acct_type","bvn_hash",coalesce("cac_number", ''));