-- The tenant role (0008, decision 016) keeps the tables tenants own, each bound by its policy, and
-- of the others only what a tenant's statement needs. 0008 granted it every table, and by default
-- every table made later: the accounts with their password hashes, reset tokens, activation
-- codes, the mail outbox (reset links), contact messages and Stripe's events, whose rows no
-- policy binds (they have no organization). From here on a new table is granted in its own
-- migration.
--
-- Every table that is not a tenant's: no organization_id column (organizations is the tenant
-- itself). Chosen by that column, the same rule as the policies' test, so that a tenant table a
-- later migration made and granted (before or after this one ran) keeps its grant.
DO $$
DECLARE
  shared_table regclass;
BEGIN
  FOR shared_table IN
    SELECT c.oid::regclass
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
      AND c.relname <> 'organizations'
      AND NOT EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid
        AND a.attname = 'organization_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('REVOKE ALL ON %s FROM frontdesk_app', shared_table);
  END LOOP;
END $$;
--> statement-breakpoint
-- No table uses a sequence; none is the tenant's to read.
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM frontdesk_app;
--> statement-breakpoint
-- The defaults 0008 set for the role that runs the migrations: no table is granted by being made.
-- The tenant tables keep what their migrations granted; passage_embeddings, made at start where
-- pgvector is (operator/retrieval/vector-store.ts), keeps what it was granted when made.
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM frontdesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM frontdesk_app;
--> statement-breakpoint

-- The team's statements run inside the organization and name its people (members, who invited,
-- who did what in the activity log), and invite with the inviter's account: the tenant role reads
-- the accounts of its own organization's people, never another's, and writes none.
GRANT SELECT ON users TO frontdesk_app;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The tables named here are bound by their own tenant policies: the organization's rows only.
CREATE POLICY people_of_tenant ON users AS PERMISSIVE FOR SELECT TO frontdesk_app
  USING (
    EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id)
    OR EXISTS (SELECT 1 FROM invitations i WHERE i.invited_by = users.id)
    OR EXISTS (SELECT 1 FROM activity_log a WHERE a.actor_id = users.id));
--> statement-breakpoint

-- An invitation is mailed from inside the organization: the tenant role may queue a mail, and
-- read none (the outbox holds every account's reset links until they are sent).
GRANT INSERT ON mail_outbox TO frontdesk_app;
