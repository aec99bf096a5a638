/**
 * Organization verification (spec sections 3, 4 and 5): the business and individual forms, their
 * document pairs and the document types each pair accepts. The forms stay in the browser; nothing
 * here is sent to the server.
 */
import { z } from 'zod';

export const verificationTypes = ['business', 'individual'] as const;
export type VerificationType = (typeof verificationTypes)[number];

// The document-type lists of spec section 3, worded exactly as the spec gives them.
const registryExcerpt = 'Excerpt from the comercial or trade registry';

const registryProofs = [
  'Trade registry certificate',
  'Fiscal Registration / VAT certificate',
  registryExcerpt,
] as const;

const businessAddressProofs = [
  registryExcerpt,
  'Utility Bill',
  'Tax Notice',
  'Rent Receipt',
  'Title deed',
] as const;

const nameProofs = ['Government issued ID', 'Passport', 'Residence or Labor Permit'] as const;

const authorizationProofs = [
  'Power of Attorney',
  'Other document showing the individual is a director or country manager for the business',
] as const;

const identityProofs = ['Identity card', 'Passport', 'Residence or Labor Permit'] as const;

const personalAddressProofs = [
  'Government issued ID showing local address',
  'Utility bill',
  'Tax notice',
  'Rent receipt',
  'Title deed',
] as const;

/** The document types each business document pair accepts. */
export const businessDocumentTypes = {
  businessName: registryProofs,
  businessAddress: businessAddressProofs,
  tradeRegistry: registryProofs,
  repName: nameProofs,
  repAuth: authorizationProofs,
  repId: identityProofs,
} as const;

/**
 * The document types each individual document pair accepts. The spec lists only the proof of
 * address for individuals; a person proves a name and an identity with the same papers a
 * business's representative does.
 */
export const individualDocumentTypes = {
  proofOfName: nameProofs,
  proofOfAddress: personalAddressProofs,
  proofOfId: identityProofs,
} as const;

/** What a chosen file must offer; a browser `File` has it. */
export interface DocumentFile {
  name: string;
  size: number;
  type: string;
}

function isDocumentFile(value: unknown): value is DocumentFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { size?: unknown }).size === 'number'
  );
}

const documentFileSchema = z.custom<DocumentFile>(isDocumentFile, { message: 'File is required.' });

/** One document pair: which kind of document, chosen from the pair's own list, and the file. */
function documentPair<const TChoices extends readonly [string, ...string[]]>(choices: TChoices) {
  return z.object({
    type: z.enum(choices, { message: 'Please select a document type.' }),
    file: documentFileSchema,
  });
}

const addressShape = {
  addressLine1: z.string().trim().min(5, { message: 'Address is required.' }),
  addressLine2: z.string().trim().optional(),
  city: z.string().trim().min(2, { message: 'City is required.' }),
  country: z.string().trim().min(2, { message: 'Country is required.' }),
  postalCode: z.string().trim().min(3, { message: 'Postal code is required.' }),
};

// A date input gives '' until a whole date is picked.
const requiredDate = (message: string) => z.string().min(1, { message });
const firstName = z.string().trim().min(2, { message: 'First name is required.' });
const lastName = z.string().trim().min(2, { message: 'Last name is required.' });
const idNumber = z.string().trim().min(2, { message: 'Identification number is required.' });

export const businessVerificationSchema = z.object({
  businessName: z.string().trim().min(2, { message: 'Business name is required.' }),
  taxId: z.string().trim().min(2, { message: 'Tax ID is required.' }),
  ...addressShape,
  repFirstName: firstName,
  repLastName: lastName,
  repBirthdate: requiredDate('Birthdate is required.'),
  repIdNumber: idNumber,
  repExpiryDate: requiredDate('Expiry date is required.'),
  documents: z.object({
    businessName: documentPair(businessDocumentTypes.businessName),
    businessAddress: documentPair(businessDocumentTypes.businessAddress),
    tradeRegistry: documentPair(businessDocumentTypes.tradeRegistry),
    repName: documentPair(businessDocumentTypes.repName),
    repAuth: documentPair(businessDocumentTypes.repAuth),
    repId: documentPair(businessDocumentTypes.repId),
  }),
});
export type BusinessVerificationInput = z.infer<typeof businessVerificationSchema>;

export const individualVerificationSchema = z.object({
  firstName,
  lastName,
  birthdate: requiredDate('Birthdate is required.'),
  idNumber,
  expiryDate: requiredDate('Expiry date is required.'),
  ...addressShape,
  documents: z.object({
    proofOfName: documentPair(individualDocumentTypes.proofOfName),
    proofOfAddress: documentPair(individualDocumentTypes.proofOfAddress),
    proofOfId: documentPair(individualDocumentTypes.proofOfId),
  }),
});
export type IndividualVerificationInput = z.infer<typeof individualVerificationSchema>;
