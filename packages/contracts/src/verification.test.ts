import { describe, expect, it } from 'vitest';
import { businessVerificationSchema, individualVerificationSchema } from './verification';

const file = { name: 'scan.pdf', size: 12, type: 'application/pdf' };
const person = {
  firstName: 'Al',
  lastName: 'Bo',
  birthdate: '1990-05-17',
  idNumber: 'X9',
  expiryDate: '2031-01-31',
  addressLine1: '1 Elm',
  city: 'Oz',
  country: 'DE',
  postalCode: '101',
};
const documents = {
  proofOfName: { type: 'Passport', file },
  proofOfAddress: { type: 'Utility bill', file },
  proofOfId: { type: 'Identity card', file },
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('individual verification', () => {
  it('accepts the shortest complete form, address line 2 left out', () => {
    expect(individualVerificationSchema.safeParse({ ...person, documents }).success).toBe(true);
  });

  it("rejects a document type from another pair's list", () => {
    // 'Utility Bill' (capital B) is the business address's wording, not the individual's.
    const result = individualVerificationSchema.safeParse({
      ...person,
      documents: { ...documents, proofOfAddress: { type: 'Utility Bill', file } },
    });
    expect(messagesOf(result)).toEqual(['Please select a document type.']);
  });

  it('takes only something file-like as the file', () => {
    const result = individualVerificationSchema.safeParse({
      ...person,
      documents: { ...documents, proofOfId: { type: 'Passport', file: 'scan.pdf' } },
    });
    expect(messagesOf(result)).toEqual(['File is required.']);
  });
});

describe('business verification', () => {
  it('needs a type and a file in each of the six document pairs', () => {
    const result = businessVerificationSchema.safeParse({
      businessName: 'Acme',
      taxId: 'T1',
      addressLine1: '1 Elm',
      city: 'Oz',
      country: 'DE',
      postalCode: '101',
      repFirstName: 'Al',
      repLastName: 'Bo',
      repBirthdate: '1990-05-17',
      repIdNumber: 'X9',
      repExpiryDate: '2031-01-31',
      documents: {
        businessName: {},
        businessAddress: {},
        tradeRegistry: {},
        repName: {},
        repAuth: { type: 'Power of Attorney', file },
        repId: {},
      },
    });
    expect(messagesOf(result)).toEqual(
      Array(5).fill(['Please select a document type.', 'File is required.']).flat(),
    );
  });
});
