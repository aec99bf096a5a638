-- A passage's sentences with their lexemes, for the built-in engine, which answers with the
-- sentences that match. The break is passages.ts's SENTENCE_BREAK in PostgreSQL's
-- regular-expression dialect: a line break, or . ! ? and a space, unless after a title or an
-- abbreviation. Splitting four passages costs about a millisecond, so it is done once, when a
-- passage is stored (the trigger below), not for every question.
CREATE FUNCTION passage_sentences(passage text) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'text', s.sentence,
      'lexemes', to_jsonb(tsvector_to_array(to_tsvector('english'::regconfig, s.sentence))))
    ORDER BY s.n), '[]'::jsonb)
  FROM regexp_split_to_table(passage,
      '\s*\n\s*|(?<![[:<:]](?:Dr|Mr|Mrs|Ms|St|Jr|Sr|No|vs|etc|approx|e\.g|i\.e)\.)(?<=[.!?]["'')\]]?)\s+')
    WITH ORDINALITY AS s(sentence, n)
  WHERE s.sentence <> ''
$$;
--> statement-breakpoint
CREATE TABLE "passage_sentences" (
	"passage_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"sentences" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_statistics" ADD COLUMN "contact_passage_id" uuid;--> statement-breakpoint
ALTER TABLE "passage_sentences" ADD CONSTRAINT "passage_sentences_passage_id_content_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."content_passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passage_sentences" ADD CONSTRAINT "passage_sentences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_statistics" ADD CONSTRAINT "knowledge_statistics_contact_passage_id_content_passages_id_fk" FOREIGN KEY ("contact_passage_id") REFERENCES "public"."content_passages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_statistics_contact_idx" ON "knowledge_statistics" USING btree ("contact_passage_id");
--> statement-breakpoint

-- Every writer of content_passages (the content store, seeding, a restore) gets the sentences:
-- one INSERT per statement, over the rows it inserted. It runs as the inserting role, under the
-- same row-level security as the passages.
CREATE FUNCTION store_passage_sentences() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO passage_sentences (passage_id, organization_id, sentences)
  SELECT id, organization_id, passage_sentences(text) FROM inserted_passages;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_passages_sentences AFTER INSERT ON content_passages
  REFERENCING NEW TABLE AS inserted_passages
  FOR EACH STATEMENT EXECUTE FUNCTION store_passage_sentences();
--> statement-breakpoint

-- A tenant table: the same grant and policy as every table in 0008 (decision 016).
GRANT SELECT, INSERT, UPDATE, DELETE ON passage_sentences TO frontdesk_app;
--> statement-breakpoint
ALTER TABLE passage_sentences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON passage_sentences AS PERMISSIVE FOR ALL TO frontdesk_app
  USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint

-- Backfill: the sentences of the passages already stored, and each organization's contact
-- passage as the content store chooses it from here on.
INSERT INTO passage_sentences (passage_id, organization_id, sentences)
SELECT id, organization_id, passage_sentences(text) FROM content_passages;
--> statement-breakpoint
UPDATE knowledge_statistics s SET contact_passage_id = (
  SELECT p.id FROM content_passages p
  WHERE p.organization_id = s.organization_id
    AND p.tsv @@ to_tsquery('english', 'phone | telephone | email | contact')
    AND p.text ~ '@|\d{3}[-. )]+\d{3}'
  ORDER BY ts_rank(p.tsv, to_tsquery('english', 'phone | telephone | email | contact')) DESC,
    p.position, p.text, p.id
  LIMIT 1);
