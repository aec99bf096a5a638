import type { PhoneCountryCode } from '@frontdesk/contracts';

export interface AvailableNumber {
  number: string;
  city: string;
  state: string;
}

/**
 * The numbers the wizard offers, hard-coded per country as the spec has them (us 3, ca 2, gb 2,
 * au 2): there is no number provider behind the wizard yet. All are from the ranges each
 * country's regulator keeps for fiction, so none of them rings a real person.
 */
export const sampleNumbers: Record<PhoneCountryCode, readonly AvailableNumber[]> = {
  us: [
    { number: '+1 (212) 555-0142', city: 'New York', state: 'NY' },
    { number: '+1 (415) 555-0178', city: 'San Francisco', state: 'CA' },
    { number: '+1 (312) 555-0119', city: 'Chicago', state: 'IL' },
  ],
  ca: [
    { number: '+1 (416) 555-0163', city: 'Toronto', state: 'ON' },
    { number: '+1 (604) 555-0127', city: 'Vancouver', state: 'BC' },
  ],
  gb: [
    { number: '+44 20 7946 0321', city: 'London', state: 'England' },
    { number: '+44 161 496 0754', city: 'Manchester', state: 'England' },
  ],
  au: [
    { number: '+61 2 5550 1234', city: 'Sydney', state: 'NSW' },
    { number: '+61 3 7010 4321', city: 'Melbourne', state: 'VIC' },
  ],
};
