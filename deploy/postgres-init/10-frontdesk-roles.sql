-- The database roles of a Frontdesk deployment (docs/deploy.md, "The database roles"). PostgreSQL's
-- image runs this once, as its superuser (POSTGRES_USER) in the app's database (POSTGRES_DB), when
-- its data volume is new; 20-frontdesk-owner-password.sh then gives the app's role its password.
-- Every step checks first, so it may be run again by hand, e.g. on a volume made before it existed.
--
-- frontdesk_owner: the role the app connects as. It owns the database and everything the
-- migrations make (row-level security binds other roles, never the owner), and it is no superuser:
-- it cannot read other roles' tables, read or write the server's files, or run programs there.
-- CREATEROLE only because migration 0008 says CREATE ROLE (and finds it made, below), which
-- PostgreSQL checks the right to before it checks the name; from PostgreSQL 16 (the image of
-- compose.yaml) it lets the role manage only roles it made. Once the app has started once,
-- `ALTER ROLE frontdesk_owner NOCREATEROLE` may take it away.
DO $$
BEGIN
  CREATE ROLE frontdesk_owner LOGIN NOSUPERUSER NOCREATEDB CREATEROLE NOREPLICATION NOBYPASSRLS;
EXCEPTION
  WHEN duplicate_object THEN NULL;
END $$;

-- frontdesk_app: the role tenants' statements run as (migration 0008), made here by the superuser
-- with the owner a member that may SET it, so the migration finds both done.
DO $$
BEGIN
  CREATE ROLE frontdesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION
  WHEN duplicate_object THEN NULL;
END $$;

GRANT frontdesk_app TO frontdesk_owner;

DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I OWNER TO frontdesk_owner', current_database());
END $$;

ALTER SCHEMA public OWNER TO frontdesk_owner;

-- Extensions the owner could not make itself (pgvector is not trusted everywhere), made while the
-- superuser is here. The vector one only where the server has it: retrieval is full text without.
CREATE EXTENSION IF NOT EXISTS btree_gin;

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END $$;

-- A database the app used as another role (the superuser, before this script): what the
-- migrations made passes to the owner. Sequences of a table and extensions' objects follow their
-- owner and are left alone.
DO $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT c.oid::regclass AS name,
      CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
        WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND c.relowner <> 'frontdesk_owner'::regrole
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
        AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO frontdesk_owner', item.kind, item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure AS name
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname IN ('public', 'drizzle') AND p.proowner <> 'frontdesk_owner'::regrole
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
        AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO frontdesk_owner', item.name);
  END LOOP;
  IF EXISTS (SELECT FROM pg_namespace WHERE nspname = 'drizzle') THEN
    ALTER SCHEMA drizzle OWNER TO frontdesk_owner;
  END IF;
END $$;

-- Tables are granted to the tenant role one by one, in their migrations (0012): no role keeps a
-- default that grants it every table it makes (migration 0008 set one for whoever ran it).
DO $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT DISTINCT d.defaclrole::regrole AS owner,
      CASE d.defaclobjtype WHEN 'r' THEN 'TABLES' WHEN 'S' THEN 'SEQUENCES'
        WHEN 'f' THEN 'FUNCTIONS' WHEN 'T' THEN 'TYPES' ELSE 'SCHEMAS' END AS kind
    FROM pg_default_acl d, aclexplode(d.defaclacl) acl
    WHERE d.defaclnamespace = 'public'::regnamespace AND acl.grantee = 'frontdesk_app'::regrole
  LOOP
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %s IN SCHEMA public REVOKE ALL ON %s FROM frontdesk_app',
      item.owner, item.kind);
  END LOOP;
END $$;
