import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from './passages';

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
