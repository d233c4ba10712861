ALTER TABLE "work_items" ALTER COLUMN "item_id" SET DATA TYPE text;--> statement-breakpoint
UPDATE "work_items" SET "item_id" = right("item_id", 10) WHERE "kind" = 'link' AND "item_id" LIKE '00000000-0000-0000-0000-00%';
