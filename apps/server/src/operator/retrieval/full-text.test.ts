import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import { type DatabaseHandle, rowsOf } from '../../platform/db/client';
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base';

let database: DatabaseHandle;
let knowledge: KnowledgeBase;

beforeAll(async () => {
  database = await openTestDatabase();
  knowledge = await createKnowledgeBase(database.db, undefined, pino({ level: 'silent' }));
});
afterAll(async () => {
  await database?.close();
});

async function organization(name: string) {
  const [row] = rowsOf(
    await database.db.execute(
      sql`INSERT INTO organizations (name, industry) VALUES (${name}, 'Other') RETURNING id`,
    ),
  );
  return String(row!.id);
}

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

  it('finds nothing for a question made only of words that carry no topic', async () => {
    const org = await organization('Empty');
    await knowledge.add(org, 'We repair bikes.');
    expect(
      (await knowledge.search(org, 'hi, can you tell me?')).filter((p) => !p.isContact),
    ).toEqual([]);
  });
});
