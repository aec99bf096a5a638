import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitials, UserAvatar } from './user-avatar';

describe('getInitials', () => {
  it('takes the first letters of up to two words, upper-cased', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('Grace Brewster Murray Hopper')).toBe('GB');
    expect(getInitials('  cher  ')).toBe('C');
    expect(getInitials('émile zola')).toBe('ÉZ');
  });

  it("falls back to 'U' without a name", () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials('   ')).toBe('U');
    expect(getInitials(null)).toBe('U');
    expect(getInitials(undefined)).toBe('U');
  });
});

describe('UserAvatar', () => {
  it('shows the initials', () => {
    render(<UserAvatar name="Alan Turing" />);
    expect(screen.getByText('AT')).toBeInTheDocument();
  });
});
