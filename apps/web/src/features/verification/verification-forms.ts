import {
  businessDocumentTypes,
  businessVerificationSchema,
  individualDocumentTypes,
  individualVerificationSchema,
  type VerificationType,
} from '@frontdesk/contracts';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export interface TextFieldSpec {
  name: string;
  label: string;
  type?: 'date';
  autoComplete?: string;
  optional?: boolean;
}

/** A titled group of text fields, e.g. the business's address. */
export interface FieldGroupSpec {
  title: string;
  description: string;
  fields: TextFieldSpec[];
}

/** One document pair: the kind of document, chosen from `choices`, and its file. */
export interface DocumentSpec {
  name: string;
  title: string;
  description: string;
  choices: readonly string[];
}

/**
 * What one verification form asks for. Both forms are the same shape (groups of fields, then
 * document pairs), so one component renders either from its spec.
 */
export interface VerificationFormSpec {
  type: VerificationType;
  title: string;
  description: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  groups: FieldGroupSpec[];
  documents: DocumentSpec[];
}

const addressFields: TextFieldSpec[] = [
  { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address Line 2', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
];

export const businessVerificationForm: VerificationFormSpec = {
  type: 'business',
  title: 'Business verification',
  description: 'Tell us about your business and its legal representative.',
  schema: businessVerificationSchema,
  groups: [
    {
      title: 'Business information',
      description: 'The name and tax number your business is registered under.',
      fields: [
        { name: 'businessName', label: 'Business Name', autoComplete: 'organization' },
        { name: 'taxId', label: 'Tax ID' },
      ],
    },
    {
      title: 'Business address',
      description: 'The address your business is registered at.',
      fields: addressFields,
    },
    {
      title: 'Legal representative',
      description: 'The person who acts for the business, as their identity document shows.',
      fields: [
        { name: 'repFirstName', label: 'First Name' },
        { name: 'repLastName', label: 'Last Name' },
        { name: 'repBirthdate', label: 'Birthdate', type: 'date' },
        { name: 'repIdNumber', label: 'Identification Number' },
        { name: 'repExpiryDate', label: 'Expiry Date', type: 'date' },
      ],
    },
  ],
  documents: [
    {
      name: 'businessName',
      title: 'Proof of business name',
      description: "Shows the business's registered name.",
      choices: businessDocumentTypes.businessName,
    },
    {
      name: 'businessAddress',
      title: 'Proof of business address',
      description: "Shows the business's registered address.",
      choices: businessDocumentTypes.businessAddress,
    },
    {
      name: 'tradeRegistry',
      title: 'Proof of trade registry',
      description: 'Shows the business is entered in the trade registry.',
      choices: businessDocumentTypes.tradeRegistry,
    },
    {
      name: 'repName',
      title: 'Proof of representative name',
      description: "Shows the representative's full name.",
      choices: businessDocumentTypes.repName,
    },
    {
      name: 'repAuth',
      title: 'Proof of representative authorization',
      description: 'Shows the representative may act for the business.',
      choices: businessDocumentTypes.repAuth,
    },
    {
      name: 'repId',
      title: 'Proof of representative identity',
      description: "The representative's identity document.",
      choices: businessDocumentTypes.repId,
    },
  ],
};

export const individualVerificationForm: VerificationFormSpec = {
  type: 'individual',
  title: 'Individual verification',
  description: 'Tell us about yourself, as your identity document shows.',
  schema: individualVerificationSchema,
  groups: [
    {
      title: 'Personal information',
      description: 'Your name and identity document, exactly as written on it.',
      fields: [
        { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
        { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
        { name: 'birthdate', label: 'Birthdate', type: 'date', autoComplete: 'bday' },
        { name: 'idNumber', label: 'Identification Number' },
        { name: 'expiryDate', label: 'Expiry Date', type: 'date' },
      ],
    },
    { title: 'Address', description: 'Where you live.', fields: addressFields },
  ],
  documents: [
    {
      name: 'proofOfName',
      title: 'Proof of name',
      description: 'Shows your full name.',
      choices: individualDocumentTypes.proofOfName,
    },
    {
      name: 'proofOfAddress',
      title: 'Proof of address',
      description: 'Shows the address you live at.',
      choices: individualDocumentTypes.proofOfAddress,
    },
    {
      name: 'proofOfId',
      title: 'Proof of identity',
      description: 'Your identity document.',
      choices: individualDocumentTypes.proofOfId,
    },
  ],
};

export const verificationForms: Record<VerificationType, VerificationFormSpec> = {
  business: businessVerificationForm,
  individual: individualVerificationForm,
};

/** Every text field empty and every document pair unchosen: how a form starts. */
export function emptyValues(spec: VerificationFormSpec): FieldValues {
  const fields = spec.groups.flatMap((group) => group.fields);
  return {
    ...Object.fromEntries(fields.map((field) => [field.name, ''])),
    documents: Object.fromEntries(
      spec.documents.map((document) => [document.name, { type: undefined, file: undefined }]),
    ),
  };
}
