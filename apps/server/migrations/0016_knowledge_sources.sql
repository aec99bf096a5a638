-- Knowledge sources (issue 26): a website the crawler reads, or an uploaded file. Each page's text
-- is one row of `contents` (origin 'source'), whose passages the knowledge base makes; a page
-- points at its content, so a passage's page URL and title are found through content_id.
ALTER TABLE "contents" ADD COLUMN "origin" text DEFAULT 'snippet' NOT NULL;
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"schedule" text DEFAULT 'off' NOT NULL,
	"max_pages" integer DEFAULT 100 NOT NULL,
	"include" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"last_sync_summary" text,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "knowledge_sources_org_idx" ON "knowledge_sources" USING btree ("organization_id","created_at");
--> statement-breakpoint
CREATE INDEX "knowledge_sources_due_idx" ON "knowledge_sources" USING btree ("next_sync_at");
--> statement-breakpoint
CREATE TABLE "knowledge_source_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"status" text NOT NULL,
	"reason" text,
	"content_hash" text,
	"etag" text,
	"last_modified" text,
	"content_id" uuid,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_source_pages" ADD CONSTRAINT "knowledge_source_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "knowledge_source_pages" ADD CONSTRAINT "knowledge_source_pages_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "knowledge_source_pages" ADD CONSTRAINT "knowledge_source_pages_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_source_pages_url_idx" ON "knowledge_source_pages" USING btree ("source_id","url");
--> statement-breakpoint
CREATE INDEX "knowledge_source_pages_content_idx" ON "knowledge_source_pages" USING btree ("content_id");
--> statement-breakpoint
-- Tenant tables: the tenant role reads and writes its own organization's rows only (0008, 0012).
ALTER TABLE "knowledge_sources" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "knowledge_sources" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "knowledge_sources" TO frontdesk_app;
--> statement-breakpoint
ALTER TABLE "knowledge_source_pages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "knowledge_source_pages" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "knowledge_source_pages" TO frontdesk_app;
