CREATE TABLE "document_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "document_uploads_uncommitted_idx" ON "document_uploads" USING btree ("created_at") WHERE committed_at is null;