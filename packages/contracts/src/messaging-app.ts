/**
 * The messaging-app (WhatsApp) setup wizard. The spec keeps it on the client: nothing here is
 * sent to the server, but its rules and messages live with the others so they are written once.
 */
import { z } from 'zod';

/** How long the provider may take to bring a new number live, shown on the wizard's last step. */
export const MESSAGING_SETUP_MAX_HOURS = 48;

/** 'existing' is offered but disabled ('Coming soon'): only 'new' moves the wizard on. */
export const connectionTypes = ['new', 'existing'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

export const connectionTypeSchema = z.object({
  type: z.enum(connectionTypes, { message: 'You need to select an option.' }),
});
export type ConnectionTypeInput = z.infer<typeof connectionTypeSchema>;

export const phoneCountries = [
  { code: 'us', name: 'United States' },
  { code: 'ca', name: 'Canada' },
  { code: 'gb', name: 'United Kingdom' },
  { code: 'au', name: 'Australia' },
] as const;
export type PhoneCountryCode = (typeof phoneCountries)[number]['code'];

const phoneCountryCodes = phoneCountries.map((country) => country.code) as [
  PhoneCountryCode,
  ...PhoneCountryCode[],
];

export const phoneCountrySchema = z.object({
  country: z.enum(phoneCountryCodes, { message: 'Please select a country.' }),
});
export type PhoneCountryInput = z.infer<typeof phoneCountrySchema>;

export const verticals = [
  'Automotive',
  'Beauty, Spa and Salon',
  'Clothing and Apparel',
  'Education',
  'Entertainment',
  'Event Planning and Service',
  'Finance and Banking',
  'Food and Grocery',
  'Public Service',
  'Hotel and Lodging',
  'Medical and Health',
  'Non-profit',
  'Professional Services',
  'Shopping and Retail',
  'Travel and Transportation',
  'Restaurant',
  'Other',
] as const;
export type Vertical = (typeof verticals)[number];

export const MESSAGING_DESCRIPTION_MAX = 256;
export const MESSAGING_ABOUT_MAX = 139;

/** What a profile image must be: a file (or anything shaped like one) of an image type. */
export interface ProfileImage {
  name: string;
  type: string;
}

function isImageFile(file: unknown): file is ProfileImage {
  return (
    typeof file === 'object' &&
    file !== null &&
    'type' in file &&
    String((file as { type: unknown }).type).startsWith('image/')
  );
}

export const messagingProfileSchema = z.object({
  // One message for both a missing file and a file that is not an image, as the spec has it.
  profileImage: z.custom<ProfileImage>(isImageFile, { message: 'A profile image is required.' }),
  displayName: z.string().trim().min(2, { message: 'Display name must be at least 2 characters.' }),
  description: z
    .string()
    .trim()
    .min(1, { message: 'Description is required.' })
    .max(MESSAGING_DESCRIPTION_MAX, { message: "Description can't be more than 256 characters." }),
  about: z
    .string()
    .trim()
    .min(1, { message: 'About is required.' })
    .max(MESSAGING_ABOUT_MAX, { message: "About can't be more than 139 characters." }),
  email: z.string().trim().email({ message: 'Please enter a valid email address.' }),
  website: z
    .string()
    .trim()
    .min(1, { message: 'Website is required.' })
    .url({ message: 'Please enter a valid URL.' }),
  address: z.string().trim().min(5, { message: 'Address must be at least 5 characters.' }),
  vertical: z.enum(verticals, { message: 'Please select a vertical.' }),
});
export type MessagingProfileInput = z.input<typeof messagingProfileSchema>;
export type MessagingProfile = z.output<typeof messagingProfileSchema>;
