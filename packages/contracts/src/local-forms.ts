/**
 * Forms the spec keeps on the client (team users, messaging-app wizard, verification, contact).
 * Their rules and messages live here with the others so that nothing is written twice.
 */
import { z } from 'zod';
import { memberRoles } from './organizations';

export const assignableRoles = memberRoles.filter((role) => role !== 'owner');

export const teamUserSchema = z.object({
  name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }),
  email: z.string().trim().email({ message: 'Please enter a valid email address.' }),
  role: z.enum(assignableRoles as ['admin', 'editor', 'viewer', 'billing']),
});

export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required.' }).max(200),
  email: z.string().trim().email({ message: 'Please enter a valid email.' }).max(254),
  message: z.string().trim().min(1, { message: 'Message is required.' }).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const phoneCountries = [
  { code: 'us', name: 'United States' },
  { code: 'ca', name: 'Canada' },
  { code: 'gb', name: 'United Kingdom' },
  { code: 'au', name: 'Australia' },
] as const;

export const phoneCountrySchema = z.object({
  country: z.enum(['us', 'ca', 'gb', 'au'], { message: 'Please select a country.' }),
});

export const connectionTypeSchema = z.object({
  type: z.enum(['existing', 'new'], { message: 'You need to select an option.' }),
});

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

export const messagingProfileSchema = z.object({
  profileImage: z.custom<{ type: string }>(
    (file) =>
      typeof file === 'object' &&
      file !== null &&
      'type' in file &&
      String((file as { type: unknown }).type).startsWith('image/'),
    { message: 'A profile image is required.' },
  ),
  displayName: z.string().trim().min(2, { message: 'Display name must be at least 2 characters.' }),
  description: z
    .string()
    .trim()
    .min(1, { message: 'Description is required.' })
    .max(256, { message: "Description can't be more than 256 characters." }),
  about: z
    .string()
    .trim()
    .min(1, { message: 'About is required.' })
    .max(139, { message: "About can't be more than 139 characters." }),
  email: z.string().trim().email({ message: 'Please enter a valid email address.' }),
  website: z
    .string()
    .trim()
    .min(1, { message: 'Website is required.' })
    .url({ message: 'Please enter a valid URL.' }),
  address: z.string().trim().min(5, { message: 'Address must be at least 5 characters.' }),
  vertical: z.enum(verticals, { message: 'Please select a vertical.' }),
});

const documentType = z.string().min(1, { message: 'Please select a document type.' });
const documentFile = z.custom<object>((file) => typeof file === 'object' && file !== null, {
  message: 'File is required.',
});
const documentPair = z.object({ type: documentType, file: documentFile });

const address = {
  addressLine1: z.string().trim().min(5, { message: 'Address is required.' }),
  addressLine2: z.string().optional(),
  city: z.string().trim().min(2, { message: 'City is required.' }),
  country: z.string().trim().min(2, { message: 'Country is required.' }),
  postalCode: z.string().trim().min(3, { message: 'Postal code is required.' }),
};

export const businessVerificationSchema = z.object({
  businessName: z.string().trim().min(2, { message: 'Business name is required.' }),
  taxId: z.string().trim().min(2, { message: 'Tax ID is required.' }),
  ...address,
  repFirstName: z.string().trim().min(2, { message: 'First name is required.' }),
  repLastName: z.string().trim().min(2, { message: 'Last name is required.' }),
  repBirthdate: z.string().min(1, { message: 'Birthdate is required.' }),
  repIdNumber: z.string().trim().min(2, { message: 'Identification number is required.' }),
  repExpiryDate: z.string().min(1, { message: 'Expiry date is required.' }),
  documents: z.object({
    businessName: documentPair,
    businessAddress: documentPair,
    tradeRegistry: documentPair,
    repName: documentPair,
    repAuth: documentPair,
    repId: documentPair,
  }),
});

export const individualVerificationSchema = z.object({
  firstName: z.string().trim().min(2, { message: 'First name is required.' }),
  lastName: z.string().trim().min(2, { message: 'Last name is required.' }),
  birthdate: z.string().min(1, { message: 'Birthdate is required.' }),
  idNumber: z.string().trim().min(2, { message: 'Identification number is required.' }),
  expiryDate: z.string().min(1, { message: 'Expiry date is required.' }),
  ...address,
  documents: z.object({
    proofOfName: documentPair,
    proofOfAddress: documentPair,
    proofOfId: documentPair,
  }),
});
