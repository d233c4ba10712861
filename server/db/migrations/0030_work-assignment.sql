CREATE TABLE "work_items" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid,
	"owned_since" timestamp with time zone,
	"attention_since" timestamp with time zone,
	"routed_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_items_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_owner_id_staff_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_items_owner_idx" ON "work_items" USING btree ("owner_id","kind");--> statement-breakpoint
INSERT INTO "work_items" ("kind", "item_id", "owner_id", "owned_since")
  SELECT 'contact-message', "id", "assigned_to", now() FROM "contact_messages" WHERE "assigned_to" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "work_items" ("kind", "item_id", "owner_id", "owned_since")
  SELECT 'loan', "id", "officer_id", now() FROM "loan_applications" WHERE "officer_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
