import { describe, expect, it } from 'vitest';
import {
  connectionTypeSchema,
  messagingProfileSchema,
  phoneCountrySchema,
  verticals,
} from './messaging-app';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

const validProfile = {
  profileImage: { name: 'logo.png', type: 'image/png' },
  displayName: 'Bright Dental',
  description: 'Family dentistry.',
  about: 'Open weekdays',
  email: 'hello@brightdental.test',
  website: 'https://brightdental.test',
  address: '12 Harbour Street',
  vertical: 'Medical and Health',
};

describe('messaging-app wizard', () => {
  it('takes a new or an existing connection, anything else with the spec message', () => {
    expect(connectionTypeSchema.safeParse({ type: 'new' }).success).toBe(true);
    expect(connectionTypeSchema.safeParse({ type: 'existing' }).success).toBe(true);
    for (const type of [undefined, '', 'ported']) {
      expect(messagesOf(connectionTypeSchema.safeParse({ type }))).toEqual({
        type: 'You need to select an option.',
      });
    }
  });

  it('takes the four countries, a missing one with the spec message', () => {
    for (const country of ['us', 'ca', 'gb', 'au']) {
      expect(phoneCountrySchema.safeParse({ country }).success).toBe(true);
    }
    expect(messagesOf(phoneCountrySchema.safeParse({}))).toEqual({
      country: 'Please select a country.',
    });
    expect(messagesOf(phoneCountrySchema.safeParse({ country: 'fr' }))).toEqual({
      country: 'Please select a country.',
    });
  });

  it('has the 17 verticals', () => {
    expect(verticals).toHaveLength(17);
    expect(new Set(verticals).size).toBe(17);
  });

  it('accepts a complete profile, trimmed, at the length limits', () => {
    const result = messagingProfileSchema.safeParse({
      ...validProfile,
      displayName: '  Bright Dental  ',
      description: 'd'.repeat(256),
      about: 'a'.repeat(139),
    });
    expect(result.success).toBe(true);
    expect(result.data?.displayName).toBe('Bright Dental');
  });

  it('gives each profile rule its spec message', () => {
    const result = messagingProfileSchema.safeParse({
      ...validProfile,
      profileImage: { name: 'menu.pdf', type: 'application/pdf' },
      displayName: ' B ',
      description: 'd'.repeat(257),
      about: 'a'.repeat(140),
      email: 'nope',
      website: 'brightdental',
      address: '12 H',
      vertical: 'Dentistry',
    });
    expect(messagesOf(result)).toEqual({
      profileImage: 'A profile image is required.',
      displayName: 'Display name must be at least 2 characters.',
      description: "Description can't be more than 256 characters.",
      about: "About can't be more than 139 characters.",
      email: 'Please enter a valid email address.',
      website: 'Please enter a valid URL.',
      address: 'Address must be at least 5 characters.',
      vertical: 'Please select a vertical.',
    });
  });

  it('says what is required when the profile is empty', () => {
    const result = messagingProfileSchema.safeParse({
      displayName: '',
      description: '   ',
      about: '',
      email: '',
      website: '',
      address: '',
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'A profile image is required.',
        'Description is required.',
        'About is required.',
        'Website is required.',
        'Please select a vertical.',
      ]),
    );
  });
});
