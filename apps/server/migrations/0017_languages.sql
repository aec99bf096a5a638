-- Customers in their own language (issue 27, decision 027). A snippet has a language; its passages
-- are stemmed with that language's text search configuration; a conversation keeps the language
-- its customer writes in; the organization chooses the language customers get before that.

-- The text search configuration of each language: PostgreSQL's Snowball stemmers for eight of
-- the ten. Polish has none (its words are cut to their first six letters, lexeme_text below) and
-- Japanese writes no spaces (its runs of kana and kanji become overlapping pairs of characters).
CREATE FUNCTION language_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE language
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN 'de' THEN 'pg_catalog.german'::regconfig
    WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
    WHEN 'it' THEN 'pg_catalog.italian'::regconfig
    WHEN 'nl' THEN 'pg_catalog.dutch'::regconfig
    WHEN 'tr' THEN 'pg_catalog.turkish'::regconfig
    WHEN 'pl' THEN 'pg_catalog.simple'::regconfig
    WHEN 'ja' THEN 'pg_catalog.simple'::regconfig
    ELSE 'pg_catalog.english'::regconfig
  END
$$;
--> statement-breakpoint

-- Japanese: each run of one script (hiragana, katakana, kanji) as its overlapping character pairs
-- (a run of one character stays as it is); words of Latin letters and digits as they are. The
-- question's words go through the same function, so they meet the passages' pairs exactly.
CREATE FUNCTION japanese_bigrams(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN r.run !~ '^[ぁ-ゖァ-ヺー一-鿿㐀-䶿々〆ヶ]' OR length(r.run) = 1 THEN r.run
      ELSE (SELECT string_agg(substr(r.run, i, 2), ' ' ORDER BY i)
            FROM generate_series(1, length(r.run) - 1) AS i)
    END, ' ' ORDER BY r.n), '')
  FROM regexp_matches(body, '[ぁ-ゖ]+|[ァ-ヺー]+|[一-鿿㐀-䶿々〆ヶ]+|[0-9A-Za-zÀ-ɏ]+', 'g')
    WITH ORDINALITY AS m(parts, n),
    LATERAL (SELECT m.parts[1] AS run, m.n) AS r
$$;
--> statement-breakpoint

-- The text a language's configuration reads. Customers often type without accents ("telefono",
-- "reservation", "zamowienie"), so letters are folded to their plain form, in passages and questions
-- alike, before stemming; English is read as it always was. Polish, which has no stemmer, keeps the
-- first five letters of each word (a prefix stemmer: "godzinach", "godziny" and "godzin" meet);
-- German, French and Turkish keep their first five before their stemmer too, which met more of
-- their customers' words than the stemmer alone (bench/language-stemmers.ts, decision 027);
-- Japanese becomes character pairs.
CREATE FUNCTION folded(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(body), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūçćčñńśšźżžłğışőű', 'aaaaaaaeeeeeiiiiiooooooouuuuucccnnsszzzlgisou')
$$;
--> statement-breakpoint
CREATE FUNCTION word_prefixes(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(body, '([[:alpha:]]{5})[[:alpha:]]+', '\1', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION lexeme_text(language text, body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN language = 'en' THEN body
    WHEN language = 'ja' THEN public.japanese_bigrams(body)
    WHEN language IN ('pl', 'de', 'fr', 'tr') THEN public.word_prefixes(public.folded(body))
    ELSE public.folded(body)
  END
$$;
--> statement-breakpoint

-- A text's lexemes in a language: what passages are stored with and what questions are stemmed
-- with (stems.ts, the ranking statement), so that both always agree. These functions name each
-- other by schema: a restore evaluates the generated column under an empty search_path.
CREATE FUNCTION language_lexemes(language text, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector(public.language_config(language), public.lexeme_text(language, body))
$$;
--> statement-breakpoint

ALTER TABLE "contents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_passages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint

-- The passages' lexemes now depend on their language. The generated column is replaced (with the
-- keys index built on it); existing passages are English and keep the same lexemes.
DROP INDEX "content_passages_keys_idx";
--> statement-breakpoint
ALTER TABLE "content_passages" DROP COLUMN "tsv";
--> statement-breakpoint
ALTER TABLE "content_passages" ADD COLUMN "tsv" tsvector
  GENERATED ALWAYS AS (public.language_lexemes(language, text)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "content_passages_keys_idx" ON "content_passages" USING gin (passage_keys("organization_id", "tsv"));
--> statement-breakpoint

-- Sentences as before, with their lexemes in the passage's language; a Japanese sentence also
-- ends at its own full stop, question and exclamation marks, which no space follows, and the
-- abbreviations of the other languages ("9 a.m.", "Sra.", "z.B.", "ul.") end none.
-- passages.ts's SENTENCE_BREAK says the same in JavaScript.
CREATE FUNCTION passage_sentences(language text, passage text) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'text', s.sentence,
      'lexemes', to_jsonb(tsvector_to_array(public.language_lexemes(language, s.sentence))))
    ORDER BY s.n), '[]'::jsonb)
  FROM regexp_split_to_table(passage,
      '\s*\n\s*|(?<![[:<:]](?:Dr|Mr|Mrs|Ms|St|Jr|Sr|No|vs|etc|approx|e\.g|i\.e|a\.m|p\.m|Sra|Dra|Nr|bzw|inkl|z\.B|ul|np|tel)\.)(?<=[.!?]["'')\]]?)\s+|(?<=[。！？])\s*')
    WITH ORDINALITY AS s(sentence, n)
  WHERE s.sentence <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_passage_sentences() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO passage_sentences (passage_id, organization_id, sentences)
  SELECT id, organization_id, public.passage_sentences(language, text) FROM inserted_passages;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION passage_sentences(text);
--> statement-breakpoint

ALTER TABLE "agent_configurations" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- The conversation's language and what decided it: 'message' (a customer's message, for good),
-- 'hint' (the widget's locale) or 'default' (the organization's default language).
ALTER TABLE "conversations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "language_source" text DEFAULT 'default' NOT NULL;
