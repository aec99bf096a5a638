import { describe, expect, it } from 'vitest';
import { splitIntoPassages, splitSentences } from './passages';

describe('splitIntoPassages', () => {
  it('keeps short paragraphs whole and packs long ones by sentence', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const passages = splitIntoPassages(`Short one.\n\n${long}`, 200);
    expect(passages[0]).toBe('Short one.');
    expect(passages.length).toBeGreaterThan(3);
    expect(passages.slice(1).every((p) => p.length <= 200)).toBe(true);
    expect(passages.slice(1).join(' ')).toBe(long);
  });

  it('cuts text without punctuation at word boundaries', () => {
    const words = Array.from({ length: 400 }, () => 'word').join(' ');
    const passages = splitIntoPassages(words, 100);
    expect(passages.every((p) => p.length <= 200 && !p.startsWith(' '))).toBe(true);
    expect(passages.join(' ')).toBe(words);
  });
});

describe('splitSentences', () => {
  it('ends sentences at stops and line breaks, not inside prices, decimals, addresses or titles', () => {
    expect(
      splitSentences('Hours\nCosts $6.95 at 3.9% APR. See site.example/book. Dr. Lee is in!'),
    ).toEqual(['Hours', 'Costs $6.95 at 3.9% APR.', 'See site.example/book.', 'Dr. Lee is in!']);
  });

  it("leads a Markdown section's passages with the headings of the sections it is in", () => {
    const page = [
      '# Pricing',
      'Prices are per visit.',
      '## Deep clean\nStudio $230 | 3 bed $340',
      '### Add-ons\n- Inside oven: $35',
      '## Move-out\n3 bed $395',
      '# Hours',
      'Monday to Friday 8am to 6pm.',
    ].join('\n\n');
    expect(splitIntoPassages(page)).toEqual([
      '# Pricing\nPrices are per visit.',
      '# Pricing\n## Deep clean\nStudio $230 | 3 bed $340',
      '# Pricing\n## Deep clean\n### Add-ons\n- Inside oven: $35',
      '# Pricing\n## Move-out\n3 bed $395',
      '# Hours\nMonday to Friday 8am to 6pm.',
    ]);
  });

  it('keeps a heading with the paragraph it titles', () => {
    expect(splitIntoPassages('Parking\n\nFree parking behind the building.')).toEqual([
      'Parking\nFree parking behind the building.',
    ]);
  });
});
