-- Row-level security (docs/decisions/016-row-level-security.md). A tenant's statements run as
-- frontdesk_app with app.organization_id set; the policies let that role see and write only that
-- organization's rows. The role that runs the migrations (and the server) owns the tables, as
-- ENABLE ROW LEVEL SECURITY requires, so it is not bound by them: no FORCE, since a forced owner
-- would lose the full-text index (see the decision). Any other role sees nothing.

-- Roles belong to the whole server: it may exist already (another database, a DBA, a parallel
-- migration of a test database).
DO $$
BEGIN
  CREATE ROLE frontdesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint

-- The connected role switches to it with SET ROLE, which needs membership (superusers have it).
-- PostgreSQL 16 separates the right to SET ROLE from membership.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'frontdesk_app',
    CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END)
  THEN
    EXECUTE format('GRANT frontdesk_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint

GRANT USAGE ON SCHEMA public TO frontdesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO frontdesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO frontdesk_app;
--> statement-breakpoint
-- Tables created later by this role (later migrations, the embeddings table made at start).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO frontdesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO frontdesk_app;
--> statement-breakpoint

-- Every table with an organization_id, and organizations itself by its id. A new tenant table
-- needs the same in its migration (row-level-security.test.ts fails until it has it). The setting
-- is read in a sub-select, which PostgreSQL evaluates once per statement rather than once per row
-- (the turn's usage sum reads thousands of rows).
DO $$
DECLARE
  tenant_id constant text := $t$(SELECT nullif(current_setting('app.organization_id', true), '')::uuid)$t$;
  tenant_table text;
  tenant_column text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY[
    'organizations', 'memberships', 'invitations', 'activity_log',
    'agent_configurations', 'api_keys', 'tools', 'widget_settings',
    'contents', 'content_passages',
    'conversations', 'messages', 'tool_invocations', 'usage_events',
    'subscriptions', 'subscription_periods'
  ] LOOP
    tenant_column := CASE WHEN tenant_table = 'organizations' THEN 'id' ELSE 'organization_id' END;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I AS PERMISSIVE FOR ALL TO frontdesk_app '
        'USING (%I = %s) WITH CHECK (%I = %s)',
      tenant_table, tenant_column, tenant_id, tenant_column, tenant_id);
  END LOOP;
END $$;
