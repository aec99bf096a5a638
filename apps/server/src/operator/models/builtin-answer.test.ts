import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from '../../platform/db/client';
import { createKnowledgeBase, type KnowledgeBase } from '../retrieval/knowledge-base';
import { composeBuiltinAnswer, MAX_ANSWER_CHARS, saysItDoesNotKnow } from './builtin-answer';

const KNOWLEDGE = [
  `Opening hours
Monday to Friday: 8am to 6pm
Saturday: 9am to 1pm
We are closed on Sundays.

Our address is 12 Elm Street, Springfield, next to the post office.`,
  `A standard cleaning costs $120. Whitening costs $300.

Payment: we accept cards and cash. Treatments over $500 can be paid through a payment plan with monthly instalments.

Cancellations: please tell us 24 hours ahead. Missed appointments cost $40.

Call us on (555) 010-2000 or email desk@smiles.example.`,
];

let database: DatabaseHandle;
let knowledge: KnowledgeBase;
let organizationId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  knowledge = await createKnowledgeBase(database.db, undefined, pino({ level: 'silent' }));
  organizationId = await insertOrganization(database.db, 'Smiles', 'Health');
  for (const text of KNOWLEDGE) await knowledge.add(organizationId, text);
});
afterAll(async () => {
  await database?.close();
});

/** The whole engine, as a turn runs it: retrieval in the database, then the answer. */
async function answer(question: string, style: 'professional' | 'casual' = 'professional') {
  return composeBuiltinAnswer(question, await knowledge.search(organizationId, question), style);
}

/**
 * Another business, with its own snippets: what its customers are answered (the professional
 * style), and a way to give it more knowledge.
 */
async function businessKnowing(name: string, snippets: string[]) {
  const organization = await insertOrganization(database.db, name, 'Services');
  for (const text of snippets) await knowledge.add(organization, text);
  return {
    ask: async (question: string) =>
      composeBuiltinAnswer(question, await knowledge.search(organization, question), 'professional')
        .text,
    learn: (text: string) => knowledge.add(organization, text),
  };
}

describe('built-in answer engine', () => {
  it('quotes the sentence that answers first, not the passage in its order', async () => {
    const { text } = await answer('what time do you close on friday?');
    expect(text.startsWith('Here is what I can tell you: Monday to Friday: 8am to 6pm.')).toBe(
      true,
    );
    expect(text).not.toContain('Opening hours');
    expect(text).not.toContain('Elm Street');
  });

  it('understands other words for the same thing', async () => {
    expect((await answer('where are you?')).text).toContain('12 Elm Street');
    expect((await answer('can I pay in installments')).text).toContain('payment plan');
  });

  it('reads past spelling slips', async () => {
    expect((await answer('whats ur cancelation polcy')).text).toContain('24 hours ahead');
  });

  it('answers both parts of a two-part question, with its sources', async () => {
    const result = await answer('how much is whitening and do you take cash?');
    expect(result.text).toContain('$300');
    expect(result.text).toContain('cash');
    expect(result.usedPassageIds.length).toBeGreaterThan(0);
  });

  it('says it does not know, in the configured style, and gives the way to reach the team', async () => {
    const result = await answer('Do you do Botox injections?', 'casual');
    expect(saysItDoesNotKnow(result.text)).toBe(true);
    expect(result.text.startsWith("Sorry, I don't know that one.")).toBe(true);
    expect(result.text).toContain('(555) 010-2000');
    // The contact details are quoted from the knowledge, so they are its source.
    expect(result.usedPassageIds).toHaveLength(1);
  });

  it('says it does not know, without contact details, when the knowledge has none', async () => {
    const result = composeBuiltinAnswer('Do you sell bikes?', [], 'formal');
    expect(result.text).toMatch(/do not have information/);
    expect(result.usedPassageIds).toEqual([]);
  });

  it('answers a holiday only with a sentence naming it, its date or holidays in general', async () => {
    const { ask, learn } = await businessKnowing('Corner Shop', [
      `Hours: Monday to Saturday 9am to 6pm, Sunday 10am to 4pm. In December we open until 8pm.
We are closed on Thanksgiving Day and on December 24 and 25.`,
    ]);
    expect(await ask('are you open on christmas eve')).toContain('December 24 and 25');
    expect(await ask('open thanksgiving?')).toContain('Thanksgiving Day');
    // The opening hours, December's evenings and the other holidays do not say.
    expect(saysItDoesNotKnow(await ask('are you open on easter sunday'))).toBe(true);
    expect(saysItDoesNotKnow(await ask('r u open on july 4th'))).toBe(true);
    await learn('On public holidays we open from 11am to 3pm.');
    expect(await ask('are you open on easter sunday')).toContain('public holidays');
  });

  it("answers a customer's age with the age rule that includes it", async () => {
    const { ask } = await businessKnowing('Mill Museum', [
      'Adult tickets cost $12. Children under 6 get in free.',
      'Children aged 6 to 17 pay $6 a ticket.',
      'Guided tours last 5 hours and are for visitors aged 12 and over.',
    ]);
    const five = await ask('my daughter is 5 does she need a ticket');
    expect(five).toContain('under 6 get in free');
    expect(five).not.toContain('5 hours');
    const nine = await ask('my son is 9, how much is his ticket');
    expect(nine).toContain('aged 6 to 17 pay $6');
    expect(nine).not.toContain('under 6');
  });

  it('answers a head count with the group rules, not with a sentence holding the number', async () => {
    const { ask } = await businessKnowing('Harbor Tours', [
      'Small groups of 4 to 8 people get 5% off.',
      'Groups of 10 or more get 15% off.',
      'The harbor tour lasts 12 minutes longer at high tide.',
    ]);
    const reply = await ask('were a group of 12 any discount');
    expect(reply).toContain('Groups of 10 or more get 15% off');
    expect(reply).not.toContain('12 minutes');
    // A rule that leaves the group out may follow; the one that includes it comes first.
    expect(reply).toMatch(/^Here is what I can tell you: Groups of 10 or more/);
  });

  it("answers a question of the knowledge's FAQ with the sentence after a bare 'Yes.'", async () => {
    const { ask } = await businessKnowing('Canal Row Offices', [
      `Can I use the building as my business address?
Yes. The Virtual Address plan costs $59 per month and includes mail handling. Parcels are held for 14 days.`,
      'Meeting rooms cost $40 per hour.',
    ]);
    const reply = await ask('can i use ur address for my company');
    expect(reply).toContain('Yes. The Virtual Address plan costs $59 per month');
  });

  it('answers with the lines of a Markdown section by the headings it is under, and a home sized as "3br"', async () => {
    const cleaning = await businessKnowing('Spruce Cleaning', [
      `# Our services

We clean houses, apartments and condos. A deep clean takes 4 to 6 hours for a 3-bedroom home.`,
      `# Pricing

Prices are per visit for a team of two, by number of bedrooms.

## Deep Clean
Studio or 1 bed $230 | 2 bed $280 | 3 bed $340 | 4 bed $410

## Move-In / Move-Out
Studio or 1 bed $275 | 2 bed $335 | 3 bed $395 | 4 bed $475`,
    ]);
    expect(await cleaning.ask('hw much is a deep clean for a 3br house')).toContain('3 bed $340');
    expect(await cleaning.ask('moving out of my 2br, how much for the move out clean')).toContain(
      '2 bed $335',
    );
  });

  it("answers a price with a sentence stating the price of what was asked, not another thing's", async () => {
    const dentist = await businessKnowing('Bright Dental', [
      'Printed copies of your chart cost $15. We email X-rays to another dentist free of charge.',
      'Once the implant has healed, we make and fit the crown here.',
      'A filling costs $120. There is no fee for a first consultation.',
      'Selling with us: our fee is 2.5% of the final sale price, paid when the sale completes.',
    ]);
    expect(saysItDoesNotKnow(await dentist.ask('how much is a crown'))).toBe(true);
    expect(await dentist.ask('how much is a filling')).toContain('$120');
    expect(await dentist.ask('is there a fee for the first consultation')).toContain(
      'no fee for a first consultation',
    );
    // "sell" names no thing: the fee of the sale answers it.
    expect(await dentist.ask('how much commission do you charge to sell')).toContain('2.5%');
  });

  it('quotes knowledge written in Markdown as plain text', async () => {
    const { ask } = await businessKnowing('Fernhill Massage', [
      `# Fernhill Massage

## Treatments and prices
- **Swedish massage, 90 minutes:** $110
- **Deep tissue massage, 60 minutes:** $95

## Parking
Free parking behind the building; the entrance is on *Maple Street*.

## Booking
Book online at [our booking page](https://fernhill.example/book).`,
    ]);
    const price = await ask('how much is a deep tissue massage');
    expect(price).toContain('Deep tissue massage, 60 minutes: $95');
    const parking = await ask('where do i park');
    expect(parking).toContain('the entrance is on Maple Street');
    const booking = await ask('how do i book online');
    expect(booking).toContain('our booking page (https://fernhill.example/book)');
    for (const reply of [price, parking, booking]) expect(reply).not.toMatch(/\*|#| - |\]\(/);
  });

  it('keeps every answer within a chat bubble', async () => {
    const result = await answer(
      'hours, address, prices, payment, cancellation, phone number: tell me everything',
    );
    expect(result.text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it('answers from a passage found by meaning alone with its opening sentences', () => {
    const result = composeBuiltinAnswer(
      'Can you fix my car?',
      [{ passageId: 'p1', contentId: 'c1', text: 'We repair automobiles. Since 1990.', rank: 1 }],
      'friendly',
    );
    expect(result.text).toContain('We repair automobiles.');
    expect(result.usedPassageIds).toEqual(['p1']);
  });
});
