import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import { type DatabaseHandle, rowsOf } from '../../platform/db/client';
import { rebuildRetrievalStatistics } from './content-store';
import { rankingFor } from './full-text';
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base';
import { splitSentences } from './passages';

let database: DatabaseHandle;
let knowledge: KnowledgeBase;

beforeAll(async () => {
  database = await openTestDatabase();
  knowledge = await createKnowledgeBase(database.db, undefined, pino({ level: 'silent' }));
});
afterAll(async () => {
  await database?.close();
});

const organization = (name: string) => insertOrganization(database.db, name);

describe('full-text retrieval', () => {
  it("weighs a word by its rarity in the organization's own knowledge", async () => {
    const org = await organization('Bakery');
    // "bread" is in every passage of this bakery: "gluten" decides.
    for (let i = 0; i < 6; i++) await knowledge.add(org, `Our bread number ${i} is baked daily.`);
    await knowledge.add(org, 'Gluten-free bread is baked on Fridays.');
    const [best] = await knowledge.search(org, 'do you have gluten free bread?');
    expect(best?.text).toBe('Gluten-free bread is baked on Fridays.');
    expect(best?.evidence?.question.groups.length).toBeGreaterThan(0);
  });

  it('keeps frequencies per organization: another tenant neither matches nor weighs', async () => {
    const mine = await organization('Garage');
    const theirs = await organization('Florist');
    await knowledge.add(mine, 'Tyres are fitted while you wait.');
    for (let i = 0; i < 5; i++) await knowledge.add(theirs, `Tyres and roses, bouquet ${i}.`);
    const found = await knowledge.search(mine, 'tyres');
    expect(found.map((p) => p.text)).toEqual(['Tyres are fitted while you wait.']);
    expect(found[0]?.evidence?.question.groups[0]?.isKnown).toBe(true);
  });

  it('keeps word counts in step with the passages as snippets are added and removed', async () => {
    const org = await organization('Bike shop');
    await knowledge.add(org, 'Tubeless tyres are fitted in an hour.\n\nBring the bike.');
    const removed = await knowledge.add(org, 'Tubeless repair kits cost 12 euros.');
    await knowledge.add(org, 'We service e-bikes.');
    expect(await knowledge.remove(org, removed.id)).toBe(true);
    expect(await knowledge.remove(org, removed.id)).toBe(false);
    const counted = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then((result) => rowsOf(result).map((row) => ({ ...row })));
    expect(
      await counted(sql`SELECT lexeme, passages FROM knowledge_lexemes
        WHERE organization_id = ${org} ORDER BY lexeme`),
    ).toEqual(
      await counted(sql`SELECT l.lexeme, count(*)::int AS passages
        FROM content_passages p, unnest(tsvector_to_array(p.tsv)) AS l(lexeme)
        WHERE p.organization_id = ${org} GROUP BY l.lexeme ORDER BY l.lexeme`),
    );
    expect(
      await counted(sql`SELECT passages, total_length::int AS length FROM knowledge_statistics
        WHERE organization_id = ${org}`),
    ).toEqual(
      await counted(sql`SELECT count(*)::int AS passages, sum(length(tsv))::int AS length
        FROM content_passages WHERE organization_id = ${org}`),
    );
  });

  it('returns the sentences of each passage with their lexemes', async () => {
    const org = await organization('Clinic');
    await knowledge.add(org, 'Opening hours\nMonday: 9am to 5pm. Dr. Lee sees children.');
    const [best] = await knowledge.search(org, 'monday hours');
    expect(best?.evidence?.sentences.map((s) => s.text)).toEqual([
      'Opening hours',
      'Monday: 9am to 5pm.',
      'Dr. Lee sees children.',
    ]);
    expect(best?.evidence?.sentences[1]?.lexemes).toContain('monday');
  });

  it('stores each passage split into sentences by the same rule as the engine', async () => {
    const org = await organization('Splitter');
    const texts = [
      'Hours\nCosts $6.95 at 3.9% APR. See site.example/book. Dr. Lee is in!',
      'Open daily (not Sundays.) Call e.g. the desk. Really? Yes!\n\n  Last line',
      'No punctuation at all here',
    ];
    for (const text of texts) await knowledge.add(org, text);
    const stored = rowsOf(
      await database.db.execute(
        sql`SELECT p.text, s.sentences FROM content_passages p
          JOIN passage_sentences s ON s.passage_id = p.id WHERE p.organization_id = ${org}`,
      ),
    );
    expect(stored.length).toBeGreaterThanOrEqual(texts.length);
    for (const row of stored) {
      const sentences = row.sentences as { text: string; lexemes: string[] }[];
      expect(sentences.map((s) => s.text)).toEqual(splitSentences(String(row.text)));
    }
  });

  it('adds the contact passage, once, for an answer that cannot be given', async () => {
    const org = await organization('Shop');
    await knowledge.add(org, 'We sell maps.\n\nEmail us at help@shop.example.');
    const found = await knowledge.search(org, 'do you sell maps');
    expect(found.filter((p) => p.isContact).map((p) => p.text)).toEqual([
      'Email us at help@shop.example.',
    ]);
    const contactAsked = await knowledge.search(org, 'what is your email');
    expect(contactAsked.filter((p) => p.text.includes('help@shop.example'))).toHaveLength(1);
  });

  it('keeps the contact passage as snippets come and go, as a rebuild would choose it', async () => {
    const org = await organization('Dentist');
    const contact = async () =>
      (await knowledge.search(org, 'do you whiten teeth')).find((p) => p.isContact)?.text;
    await knowledge.add(org, 'We whiten teeth on Mondays.');
    expect(await contact()).toBeUndefined();
    const phone = await knowledge.add(org, 'Call our phone line: 555-010-2000.');
    expect(await contact()).toBe('Call our phone line: 555-010-2000.');
    // A passage that names the phone without a number is not a way to reach anyone.
    await knowledge.add(org, 'Our phone is busy on Mondays.');
    const email = await knowledge.add(org, 'Email or phone us: hello@dentist.example.');
    const chosen = await contact();
    expect(chosen).toBe('Email or phone us: hello@dentist.example.');
    expect(await knowledge.remove(org, phone.id)).toBe(true);
    expect(await contact()).toBe(chosen);

    const stored = async () =>
      rowsOf(
        await database.db.execute(
          sql`SELECT organization_id, contact_passage_id FROM knowledge_statistics ORDER BY 1`,
        ),
      );
    const incremental = await stored();
    await rebuildRetrievalStatistics(database.db);
    expect(await stored()).toEqual(incremental);

    // The chosen passage removed: the next best of all the rest, not only of what came later.
    await knowledge.add(org, 'Phone 555-010-3000 for emergencies.');
    await knowledge.add(
      org,
      'Contact the front desk by phone: 555-010-4000, or email desk@dentist.example.',
    );
    expect(await knowledge.remove(org, email.id)).toBe(true);
    const afterRemoval = await stored();
    await rebuildRetrievalStatistics(database.db);
    expect(await stored()).toEqual(afterRemoval);
    expect(await contact()).toBe(
      'Contact the front desk by phone: 555-010-4000, or email desk@dentist.example.',
    );
  });

  it('finds nothing for a question made only of words that carry no topic', async () => {
    const org = await organization('Empty');
    await knowledge.add(org, 'We repair bikes.');
    expect(
      (await knowledge.search(org, 'hi, can you tell me?')).filter((p) => !p.isContact),
    ).toEqual([]);
  });

  it("finds candidates by the organization's keys alone, the plan the product prepares", async () => {
    const org = await organization('Library');
    // Passages enough that reading them all would cost the planner more than the index.
    await database.db.execute(sql`
      WITH content AS (
        INSERT INTO contents (organization_id, text) VALUES (${org}, 'Shelves') RETURNING id)
      INSERT INTO content_passages (organization_id, content_id, position, text)
      SELECT ${org}, content.id, g, 'Shelf ' || g || ' holds atlases, novels and maps.'
      FROM content, generate_series(1, 2000) g`);
    await rebuildRetrievalStatistics(database.db);
    await database.db.execute(sql`ANALYZE content_passages`);

    const { statement } = await rankingFor(org, 'do you lend rare atlases?');
    const query = new PgDialect().sqlToQuery(statement);
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const plan = await database.db.transaction(async (tx) => {
      // As on the product's connections (client.ts): one generic plan for every question.
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE ranking_probe AS ${query.sql}`));
      const explained = await tx.execute(
        sql.raw(
          `EXPLAIN (FORMAT JSON) EXECUTE ranking_probe(${query.params.map(literal).join(', ')})`,
        ),
      );
      await tx.execute(sql`DEALLOCATE ranking_probe`);
      return rowsOf(explained)[0]!['QUERY PLAN'];
    });
    const nodes: Record<string, unknown>[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
    expect(indexes).toContain('content_passages_keys_idx');
    // Neither every passage read, nor the organization's whole index entry intersected in.
    expect(indexes).not.toContain('content_passages_org_idx');
    expect(
      nodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'content_passages',
      ),
    ).toEqual([]);
  });
});
