CREATE TABLE "widget_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"sealed_identity_secret" text,
	"require_verified_visitors" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD CONSTRAINT "widget_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_org_visitor_idx" ON "conversations" USING btree ("organization_id","visitor_id","updated_at");