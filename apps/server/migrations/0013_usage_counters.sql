-- A running count of each metered feature per organization and billing period. A turn checks its
-- allowance by reading one row per feature instead of summing the period's usage_events, whose
-- cost grew with the month's traffic; the turn's own statement increments it, so the count and the
-- events it sums never disagree. usage_events stays for analytics by day.
CREATE TABLE "usage_counters" (
	"organization_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_pkey" PRIMARY KEY("organization_id","feature","period_start")
);
--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Today's periods start counted: what each subscription's current period has used so far.
INSERT INTO "usage_counters" ("organization_id", "feature", "period_start", "quantity")
SELECT s.organization_id, u.feature, s.current_period_start, sum(u.quantity)
FROM subscriptions s
JOIN usage_events u ON u.organization_id = s.organization_id
  AND u.created_at >= s.current_period_start
WHERE s.current_period_start IS NOT NULL
GROUP BY s.organization_id, u.feature, s.current_period_start;
--> statement-breakpoint
-- A tenant table: the tenant role reads and writes its own organization's rows only (0008).
ALTER TABLE "usage_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "usage_counters" AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "usage_counters" TO frontdesk_app;
