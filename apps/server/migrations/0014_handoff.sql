-- Human handoff (decision 024): who answers a conversation lives in its row and changes under its
-- row lock, so there is one writer at a time (the operator or one member), in every process.
ALTER TABLE "conversations" ADD COLUMN "status" text DEFAULT 'ai' NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assignee_id" uuid;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "waiting_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "no_answer_streak" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_email" text;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "rating" integer;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "rating_comment" text;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "waiting_notified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "conversations_org_status_idx" ON "conversations" USING btree ("organization_id","status","updated_at");
--> statement-breakpoint
-- The notification sweep reads across organizations the few conversations waiting unmailed.
CREATE INDEX "conversations_waiting_unnotified_idx" ON "conversations" USING btree ("waiting_since") WHERE "status" = 'waiting' AND "waiting_notified_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender" text DEFAULT 'ai' NOT NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_name" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
UPDATE "messages" SET "sender" = 'customer' WHERE "role" = 'user';
--> statement-breakpoint
-- The handoff settings of an organization (the handoff module owns it): one JSON document checked
-- by its schema in contracts, and the key webhook deliveries are signed with, sealed at rest.
CREATE TABLE "handoff_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_webhook_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handoff_settings" ADD CONSTRAINT "handoff_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Members who asked to be mailed when a conversation waits unclaimed (the notifications module
-- owns it).
CREATE TABLE "inbox_subscriptions" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_subscriptions_pkey" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "inbox_subscriptions" ADD CONSTRAINT "inbox_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inbox_subscriptions" ADD CONSTRAINT "inbox_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Tenant tables: the tenant role reads and writes its own organization's rows only (0008, 0012).
ALTER TABLE "handoff_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "handoff_settings" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "handoff_settings" TO frontdesk_app;
--> statement-breakpoint
ALTER TABLE "inbox_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "inbox_subscriptions" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "inbox_subscriptions" TO frontdesk_app;
