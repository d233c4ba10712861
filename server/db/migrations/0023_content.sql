CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"body" jsonb NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"maker_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"checker_id" uuid,
	"checked_at" timestamp with time zone,
	"refusal_reason" text,
	"published_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"restored_from" uuid
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_maker_id_staff_members_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_checker_id_staff_members_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_key" ON "content_items" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_number" ON "content_versions" USING btree ("item_id","language","number");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_published" ON "content_versions" USING btree ("item_id","language") WHERE state = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_open" ON "content_versions" USING btree ("item_id","language") WHERE state in ('draft', 'awaiting_approval', 'scheduled');--> statement-breakpoint
CREATE INDEX "content_versions_due" ON "content_versions" USING btree ("publish_at") WHERE state = 'scheduled';