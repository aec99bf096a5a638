-- The learning loop (decision 025): what each operator message did and what the customer thought
-- of it, the moments a conversation's resolution is decided by, what the business dismissed of
-- its unanswered questions, and its answer tests.
ALTER TABLE "messages" ADD COLUMN "outcome" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback_comment" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "messages" SET "outcome" = 'answered' WHERE "role" = 'assistant' AND "sender" = 'ai';
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handed_off_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "conversations" SET "handed_off_at" = coalesce("waiting_since", "updated_at") WHERE "status" IN ('waiting', 'human');
--> statement-breakpoint
ALTER TABLE "widget_settings" ADD COLUMN "show_sources" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "knowledge_gap_dismissals" (
	"organization_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_gap_dismissals_pkey" PRIMARY KEY("organization_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "knowledge_gap_dismissals" ADD CONSTRAINT "knowledge_gap_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "answer_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"expectation" text NOT NULL,
	"text" text,
	"content_id" uuid,
	"last_passed" boolean,
	"previously_passed" boolean,
	"last_answer" text,
	"last_reason" text,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_tests" ADD CONSTRAINT "answer_tests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "answer_tests" ADD CONSTRAINT "answer_tests_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "answer_tests_org_idx" ON "answer_tests" USING btree ("organization_id","created_at");
--> statement-breakpoint
-- Tenant tables: the tenant role reads and writes its own organization's rows only (0008, 0012).
ALTER TABLE "knowledge_gap_dismissals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "knowledge_gap_dismissals" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "knowledge_gap_dismissals" TO frontdesk_app;
--> statement-breakpoint
ALTER TABLE "answer_tests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "answer_tests" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "answer_tests" TO frontdesk_app;
