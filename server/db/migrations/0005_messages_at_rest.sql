-- The development outbox held messages in clear: they are dropped, not converted.
DELETE FROM "outbox_messages";--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_sealed" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_queue_pending_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "to";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "message_sealed" text NOT NULL;