import { describe, expect, it } from 'vitest';
import { withoutMarkdown } from './plain-text';

describe('a sentence quoted without its Markdown', () => {
  it('drops list, heading and quote marks at the start of a line', () => {
    expect(withoutMarkdown('- **Swedish massage, 90 minutes:** $110')).toBe(
      'Swedish massage, 90 minutes: $110',
    );
    expect(withoutMarkdown('* Free parking behind the building')).toBe(
      'Free parking behind the building',
    );
    expect(withoutMarkdown('2. Bring your ID.')).toBe('Bring your ID.');
    expect(withoutMarkdown('## Parking')).toBe('Parking');
    expect(withoutMarkdown('> Closed on Sundays.')).toBe('Closed on Sundays.');
  });

  it('drops emphasis and code marks around words, and writes a link as its text and address', () => {
    expect(withoutMarkdown('The entrance is on *Maple Street*, next to __the bakery__.')).toBe(
      'The entrance is on Maple Street, next to the bakery.',
    );
    expect(withoutMarkdown('Book at [our booking page](https://fern.example/book).')).toBe(
      'Book at our booking page (https://fern.example/book).',
    );
    expect(withoutMarkdown('Use the code `SPRING10` at checkout.')).toBe(
      'Use the code SPRING10 at checkout.',
    );
  });

  it('leaves what is not Markdown as written', () => {
    for (const text of [
      'Express facial (30 min) - $55.',
      'Prices from $5 * 3 sessions.',
      'Use the field my_account_id in the API.',
      '-20% on Mondays.',
      '2.5 hours, 3.5 miles.',
      'Call 555-0102 - ask for Dana.',
    ]) {
      expect(withoutMarkdown(text)).toBe(text);
    }
  });
});
