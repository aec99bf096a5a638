CREATE TABLE "knowledge_lexemes" (
	"organization_id" uuid NOT NULL,
	"lexeme" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "knowledge_lexemes_organization_id_lexeme_pk" PRIMARY KEY("organization_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "knowledge_statistics" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL,
	"total_length" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_lexemes" ADD CONSTRAINT "knowledge_lexemes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_statistics" ADD CONSTRAINT "knowledge_statistics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Tenant tables: the same grant and policy as every table in 0008 (decision 016).
GRANT SELECT, INSERT, UPDATE, DELETE ON knowledge_lexemes, knowledge_statistics TO frontdesk_app;
--> statement-breakpoint
DO $$
DECLARE
  tenant_id constant text := $t$(SELECT nullif(current_setting('app.organization_id', true), '')::uuid)$t$;
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['knowledge_lexemes', 'knowledge_statistics'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I AS PERMISSIVE FOR ALL TO frontdesk_app '
        'USING (organization_id = %s) WITH CHECK (organization_id = %s)',
      tenant_table, tenant_id, tenant_id);
  END LOOP;
END $$;
--> statement-breakpoint

-- Backfill from the passages already stored; from here on the content store keeps both tables.
INSERT INTO knowledge_lexemes (organization_id, lexeme, passages)
SELECT p.organization_id, l.lexeme, count(*)
FROM content_passages p, unnest(tsvector_to_array(p.tsv)) AS l(lexeme)
GROUP BY p.organization_id, l.lexeme;
--> statement-breakpoint
INSERT INTO knowledge_statistics (organization_id, passages, total_length)
SELECT organization_id, count(*), sum(length(tsv))
FROM content_passages
GROUP BY organization_id;
