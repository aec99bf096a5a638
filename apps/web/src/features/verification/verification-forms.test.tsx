import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  documentChoices,
  documentGroup,
  fillTexts,
  renderVerificationPage,
  startVerification,
  submitForm,
} from './testing/verification-steps';

// The document-type lists of spec section 3, written out here as the spec words them.
const registryProofs = [
  'Trade registry certificate',
  'Fiscal Registration / VAT certificate',
  'Excerpt from the comercial or trade registry',
];
const nameProofs = ['Government issued ID', 'Passport', 'Residence or Labor Permit'];
const identityProofs = ['Identity card', 'Passport', 'Residence or Labor Permit'];

const TYPE_MESSAGE = 'Please select a document type.';
const FILE_MESSAGE = 'File is required.';

interface FormCase {
  type: 'Business' | 'Individual';
  /** Each required text field and the message it shows when left empty. */
  requiredFields: Record<string, string>;
  /** Each document pair's title and the document types it offers. */
  documents: Record<string, string[]>;
  /** A value one character short of each field's minimum, or blank after trimming. */
  tooShort: Record<string, string>;
}

const addressMessages = {
  'Address Line 1': 'Address is required.',
  City: 'City is required.',
  Country: 'Country is required.',
  'Postal Code': 'Postal code is required.',
};
const addressTooShort = {
  'Address Line 1': '1 El ',
  City: 'O',
  Country: '  D  ',
  'Postal Code': '10',
};
const personMessages = {
  'First Name': 'First name is required.',
  'Last Name': 'Last name is required.',
  Birthdate: 'Birthdate is required.',
  'Identification Number': 'Identification number is required.',
  'Expiry Date': 'Expiry date is required.',
};
const personTooShort = { 'First Name': 'A', 'Last Name': ' B ', 'Identification Number': '9' };

const formCases: FormCase[] = [
  {
    type: 'Business',
    requiredFields: {
      'Business Name': 'Business name is required.',
      'Tax ID': 'Tax ID is required.',
      ...addressMessages,
      ...personMessages,
    },
    documents: {
      'Proof of business name': registryProofs,
      'Proof of business address': [
        'Excerpt from the comercial or trade registry',
        'Utility Bill',
        'Tax Notice',
        'Rent Receipt',
        'Title deed',
      ],
      'Proof of trade registry': registryProofs,
      'Proof of representative name': nameProofs,
      'Proof of representative authorization': [
        'Power of Attorney',
        'Other document showing the individual is a director or country manager for the business',
      ],
      'Proof of representative identity': identityProofs,
    },
    tooShort: { 'Business Name': '   ', 'Tax ID': 'T', ...addressTooShort, ...personTooShort },
  },
  {
    type: 'Individual',
    requiredFields: { ...personMessages, ...addressMessages },
    documents: {
      'Proof of name': nameProofs,
      'Proof of address': [
        'Government issued ID showing local address',
        'Utility bill',
        'Tax notice',
        'Rent receipt',
        'Title deed',
      ],
      'Proof of identity': identityProofs,
    },
    tooShort: { ...personTooShort, ...addressTooShort },
  },
];

async function openForm(type: FormCase['type']) {
  const rendered = renderVerificationPage();
  await startVerification(rendered.user, type);
  await screen.findByRole('heading', { name: `${type} verification` });
  return rendered;
}

describe.each(formCases)('$type verification form', (formCase) => {
  it("asks for the spec's fields and document pairs", async () => {
    await openForm(formCase.type);

    for (const label of Object.keys(formCase.requiredFields))
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Birthdate')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Address Line 2 (optional)')).toHaveValue('');

    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(Object.keys(formCase.documents).length);
    for (const title of Object.keys(formCase.documents)) {
      const group = documentGroup(title);
      expect(within(group).getByRole('combobox', { name: 'Document type' })).toHaveTextContent(
        'Select a document type',
      );
      expect(within(group).getByLabelText('File')).toHaveAttribute('type', 'file');
    }
  });

  it('offers each document pair its own document types', async () => {
    const { user } = await openForm(formCase.type);
    for (const [title, choices] of Object.entries(formCase.documents))
      expect(await documentChoices(user, title)).toEqual(choices);
  });

  it('shows every message on an empty submission and stays In Progress', async () => {
    const { user, calls } = await openForm(formCase.type);
    await submitForm(user);

    const [firstLabel] = Object.keys(formCase.requiredFields);
    await screen.findByText(formCase.requiredFields[firstLabel as string] as string);
    for (const [label, message] of Object.entries(formCase.requiredFields))
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    for (const title of Object.keys(formCase.documents)) {
      const group = documentGroup(title);
      expect(
        within(group).getByRole('combobox', { name: 'Document type' }),
      ).toHaveAccessibleDescription(TYPE_MESSAGE);
      expect(within(group).getByLabelText('File')).toHaveAccessibleDescription(FILE_MESSAGE);
    }
    const pairs = Object.keys(formCase.documents).length;
    expect(screen.getAllByText(TYPE_MESSAGE)).toHaveLength(pairs);
    expect(screen.getAllByText(FILE_MESSAGE)).toHaveLength(pairs);
    // Address line 2 is optional.
    expect(screen.getByLabelText('Address Line 2 (optional)')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('holds each minimum length, counted after trimming', async () => {
    const { user } = await openForm(formCase.type);
    await fillTexts(user, formCase.tooShort);
    await submitForm(user);

    const [firstLabel] = Object.keys(formCase.tooShort);
    await screen.findByText(formCase.requiredFields[firstLabel as string] as string);
    for (const label of Object.keys(formCase.tooShort))
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        formCase.requiredFields[label] as string,
      );
  });
});
