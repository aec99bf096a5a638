import { describe, expect, it } from 'vitest';
import { isOpen, nextOpening } from './business-hours';

const weekdays9to5 = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
  day: day as 'monday',
  start: '09:00',
  end: '17:00',
}));
const paris = { timezone: 'Europe/Paris', hours: weekdays9to5, holidays: [] as string[] };

describe('business hours', () => {
  it('is always open without hours or holidays', () => {
    expect(isOpen({ timezone: 'UTC', hours: [], holidays: [] }, new Date())).toBe(true);
  });

  it('reads the hours in the business time zone, not the server one', () => {
    // Friday 2026-11-27 08:30 UTC is 09:30 in Paris (UTC+1): open there.
    expect(isOpen(paris, new Date('2026-11-27T08:30:00Z'))).toBe(true);
    // 07:30 UTC is 08:30 in Paris: not yet.
    expect(isOpen(paris, new Date('2026-11-27T07:30:00Z'))).toBe(false);
    expect(nextOpening(paris, new Date('2026-11-27T07:30:00Z'))).toEqual({
      day: 'today',
      time: '9:00',
    });
    // The end is exclusive: 17:00 Paris is closed.
    expect(isOpen(paris, new Date('2026-11-27T16:00:00Z'))).toBe(false);
  });

  it('says the next opening day by name over a weekend', () => {
    // Friday 18:00 in Paris: back Monday.
    expect(nextOpening(paris, new Date('2026-11-27T17:00:00Z'))).toEqual({
      day: 'monday',
      time: '9:00',
    });
    expect(isOpen(paris, new Date('2026-11-28T10:00:00Z'))).toBe(false);
  });

  it('skips holidays, and a holiday alone closes an always-open business', () => {
    const withHoliday = { ...paris, holidays: ['2026-11-30'] };
    expect(isOpen(withHoliday, new Date('2026-11-30T10:00:00Z'))).toBe(false);
    expect(nextOpening(withHoliday, new Date('2026-11-27T17:00:00Z'))).toEqual({
      day: 'tuesday',
      time: '9:00',
    });
    const alwaysButChristmas = { timezone: 'UTC', hours: [], holidays: ['2026-12-25'] };
    expect(isOpen(alwaysButChristmas, new Date('2026-12-25T12:00:00Z'))).toBe(false);
    expect(isOpen(alwaysButChristmas, new Date('2026-12-24T12:00:00Z'))).toBe(true);
  });

  it('has no next opening when no period comes in two weeks', () => {
    expect(
      nextOpening(
        { timezone: 'UTC', hours: [], holidays: ['2026-11-27'] },
        new Date('2026-11-27T12:00:00Z'),
      ),
    ).toBeUndefined();
  });
});
