import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import { seededRandom } from '../../../test/support/seeded-random';
import type { DatabaseHandle } from '../../platform/db/client';
import { DEFAULT_PASSAGE_LIMIT, type RetrievedPassage, searchPassages } from './full-text';
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base';
import { loadKnowledgeIndex } from './knowledge-index';
import { createKnowledgeIndexes } from './knowledge-indexes';

let database: DatabaseHandle;
let knowledge: KnowledgeBase;
const log = pino({ level: 'silent' });
/** Statements sent while a test records them. */
let recorded: string[] | undefined;

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (query) => recorded?.push(query) });
  knowledge = await createKnowledgeBase(database.db, undefined, log);
});
afterAll(async () => {
  await database?.close();
});

const organization = (name: string) => insertOrganization(database.db, name);

const TOPICS = (
  'appointment cleaning whitening price insurance parking hours saturday refund delivery ' +
  'shipping return warranty battery engine tyre lease financing lesson course visit vaccine ' +
  'checkup grooming booking cancel invoice payment card discount membership support email phone'
).split(' ');

/**
 * A bakery's knowledge where "bread" is in every passage (more passages match it than the
 * candidates' cap), and each passage names a few other topics, some rare, some common.
 */
async function bakery(passages: number) {
  const org = await organization('Bakery');
  const next = seededRandom(7);
  const pick = () => TOPICS[Math.floor(next() * TOPICS.length)]!;
  for (let i = 0; i < passages; i++) {
    const length = 3 + Math.floor(next() * 8);
    const words = Array.from({ length }, pick).join(' ');
    await knowledge.add(org, `Fresh bread ${i}: ${words}.`);
  }
  await knowledge.add(org, 'Call us on 555 010 2030 or email hello@bakery.example.');
  return org;
}

/** What a customer reads of a search: its passages, their order, scores and evidence. */
const comparable = (passages: RetrievedPassage[]) =>
  passages.map(({ rank, evidence, ...passage }) => ({
    ...passage,
    rank: rank.toFixed(9),
    matched: Object.entries(evidence?.matched ?? {}).map(([g, v]) => [g, v.toFixed(9)]),
    sentences: evidence?.sentences,
    groups: [...(evidence?.question.groups ?? [])]
      .sort((a, b) => a.group - b.group)
      .map((g) => [g.group, g.importance.toFixed(9), g.isKnown]),
    terms: [...(evidence?.question.terms ?? [])]
      .sort((a, b) => a.group - b.group || (a.lexeme < b.lexeme ? -1 : 1))
      .map((t) => [t.group, t.lexeme, t.value.toFixed(9)]),
  }));

describe('the knowledge index in memory', () => {
  let org: string;
  beforeAll(async () => {
    org = await bakery(240);
  });

  it('ranks as the statement does, passage for passage', async () => {
    const index = await loadKnowledgeIndex(database.db, org);
    expect(index.passages).toHaveLength(241);
    const next = seededRandom(11);
    const pick = () => TOPICS[Math.floor(next() * TOPICS.length)]!;
    const questions = [
      // Every passage holds "bread": the candidates are the first ones in storage order.
      'do you sell bread?',
      'how do I reach you by phone?',
      'what about the weather on mars?',
      ...Array.from({ length: 40 }, () => `Can I get ${pick()} and ${pick()} for ${pick()}?`),
    ];
    for (const question of questions) {
      for (const limit of [DEFAULT_PASSAGE_LIMIT, 20]) {
        const byStatement = await searchPassages(database.db, org, question, limit);
        const inMemory = await searchPassages(database.db, org, question, limit, index);
        expect(comparable(inMemory), question).toEqual(comparable(byStatement));
      }
    }
  });

  it("holds one organization's passages, and finds nothing of another's", async () => {
    const other = await organization('Garage');
    await knowledge.add(other, 'Winter tyres are fitted while you wait.');
    const index = await loadKnowledgeIndex(database.db, org);
    expect(
      comparable(await searchPassages(database.db, org, 'winter tyres fitted', 4, index)),
    ).toEqual(comparable(await searchPassages(database.db, org, 'winter tyres fitted')));
    const mine = await searchPassages(database.db, org, 'winter tyres fitted', 20, index);
    expect(mine.some((passage) => passage.text.includes('Winter'))).toBe(false);
  });

  it('reads no sentences for an engine that does not use them, and the same passages', async () => {
    const index = await loadKnowledgeIndex(database.db, org);
    const question = 'bread delivery on saturday';
    const withSentences = await searchPassages(database.db, org, question, 10, index);
    recorded = [];
    const textOnly = await searchPassages(database.db, org, question, 10, index, {
      sentences: false,
    });
    const sent = recorded;
    recorded = undefined;
    expect(sent.some((statement) => statement.includes('passage_sentences'))).toBe(false);
    expect(withSentences.some((passage) => (passage.evidence?.sentences.length ?? 0) > 0)).toBe(
      true,
    );
    expect(textOnly.flatMap((passage) => passage.evidence?.sentences ?? [])).toEqual([]);
    const withoutSentences = (passages: RetrievedPassage[]) =>
      comparable(passages).map(({ sentences: _sentences, ...passage }) => passage);
    expect(withoutSentences(textOnly)).toEqual(withoutSentences(withSentences));
  });

  it('is read on the first question, kept, and forgotten when the knowledge changes', async () => {
    const indexes = createKnowledgeIndexes(database.db, { log });
    expect(indexes.current(org)).toBeUndefined();
    indexes.refresh(org);
    await indexes.settled();
    expect(indexes.current(org)?.passages).toHaveLength(241);
    indexes.forget(org);
    expect(indexes.current(org)).toBeUndefined();
    indexes.refresh(org);
    await indexes.settled();
    expect(indexes.current(org)).toBeDefined();
  });

  it('does not keep what it read while the knowledge changed', async () => {
    const indexes = createKnowledgeIndexes(database.db, { log });
    indexes.refresh(org);
    indexes.forget(org);
    await indexes.settled();
    expect(indexes.current(org)).toBeUndefined();
  });

  it('forgets the organization asked least recently when its budget is full', async () => {
    const kiosks = await Promise.all(['Kiosk A', 'Kiosk B', 'Kiosk C'].map(organization));
    for (const kiosk of kiosks)
      await knowledge.add(kiosk, 'Newspapers.\n\nCoffee to go.\n\nStamps.');
    const [a, b, c] = kiosks as [string, string, string];
    const indexes = createKnowledgeIndexes(database.db, { log, maxPassages: 7 });
    const held = async (...organizations: string[]) => {
      for (const kiosk of organizations) indexes.refresh(kiosk);
      await indexes.settled();
    };
    await held(a, b);
    expect(indexes.current(b)).toBeDefined();
    expect(indexes.current(a)).toBeDefined();
    // Three passages each: a third kiosk makes room by forgetting b, asked before a.
    await held(c);
    expect(indexes.current(c)).toBeDefined();
    expect(indexes.current(a)).toBeDefined();
    expect(indexes.current(b)).toBeUndefined();
    // An organization larger than the whole budget is never held: the statement serves it.
    await held(org);
    expect(indexes.current(org)).toBeUndefined();
  });

  it('answers from knowledge added or removed a moment before', async () => {
    const shop = await organization('Shop');
    await knowledge.add(shop, 'We open at 9am.');
    const ask = async () => {
      recorded = [];
      const found = await knowledge.search(shop, 'where can I park?');
      const ranked = recorded.some((query) => query.includes('knowledge_lexemes'));
      recorded = undefined;
      return { texts: found.map((passage) => passage.text), inMemory: !ranked };
    };
    /** Asks until the index is in memory (it is read in the background after the first ask). */
    const askInMemory = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const answer = await ask();
        if (answer.inMemory) return answer.texts;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the index was never read');
    };
    expect(await askInMemory()).toEqual([]);
    const parking = await knowledge.add(shop, 'Parking is free behind the shop.');
    // The change dropped the index: the statement answers, and sees the new passage.
    expect(await ask()).toEqual({ texts: ['Parking is free behind the shop.'], inMemory: false });
    expect(await askInMemory()).toEqual(['Parking is free behind the shop.']);
    await knowledge.remove(shop, parking.id);
    expect(await ask()).toEqual({ texts: [], inMemory: false });
    expect(await askInMemory()).toEqual([]);
  });
});
