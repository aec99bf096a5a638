import { SOURCE_EXCERPT_MAX } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { excerptOf } from './conversation-views';

describe('a source as a reader sees it', () => {
  it("shows a page's headings as a trail, without their Markdown", () => {
    expect(excerptOf('# Pricing\n## Platinum plan\nThe platinum plan costs 99 a month.')).toBe(
      'Pricing › Platinum plan › The platinum plan costs 99 a month.',
    );
  });

  it('keeps a snippet as written, on one line, within the excerpt length', () => {
    expect(excerptOf('Parking is free.\n\nBring #2 pencils.')).toBe(
      'Parking is free. Bring #2 pencils.',
    );
    expect(excerptOf('word '.repeat(100))).toHaveLength(SOURCE_EXCERPT_MAX);
  });
});
