CREATE TABLE "content_publications" (
	"kind" text PRIMARY KEY NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
