ALTER TABLE "customers" ADD COLUMN "phone_hash" text;--> statement-breakpoint
CREATE INDEX "customers_phone_hash_idx" ON "customers" USING btree ("phone_hash");