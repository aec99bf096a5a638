import { describe, expect, it } from 'vitest';
import {
  activationSchema,
  apiPaths,
  createOrganizationFormSchema,
  newPasswordSchema,
  signInFormSchema,
  toOrganizationDetailsPayload,
  toolSchema,
  updateOrganizationDetailsSchema,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('password rules', () => {
  it('gives the sign-up messages in order', () => {
    expect(firstMessage(newPasswordSchema.safeParse('Ab1!'))).toBe(
      'Password must be at least 8 characters.',
    );
    expect(firstMessage(newPasswordSchema.safeParse('abcdefg1!'))).toBe(
      'Must contain at least one uppercase letter.',
    );
    expect(firstMessage(newPasswordSchema.safeParse('Abcdefgh!'))).toBe(
      'Must contain at least one number.',
    );
    expect(firstMessage(newPasswordSchema.safeParse('Abcdefgh1'))).toBe(
      'Must contain at least one symbol.',
    );
    expect(newPasswordSchema.safeParse('Abcdefg1!').success).toBe(true);
  });

  it('gives the sign-in messages and accepts only its symbol set', () => {
    const parse = (password: string) => signInFormSchema.safeParse({ email: 'a@b.co', password });
    expect(firstMessage(parse('short'))).toBe('Password must be at least 8 characters long.');
    expect(firstMessage(parse('lowercase!'))).toBe(
      'Password must contain at least one capital letter.',
    );
    expect(firstMessage(parse('Password-'))).toBe('Password must contain at least one symbol.');
    expect(parse('Password!').success).toBe(true);
    expect(firstMessage(signInFormSchema.safeParse({ email: 'nope', password: 'Password!' }))).toBe(
      'Please enter a valid email.',
    );
  });
});

describe('activation code', () => {
  it('takes exactly six digits', () => {
    expect(activationSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(activationSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(activationSchema.safeParse({ code: '12345a' }).success).toBe(false);
    expect(activationSchema.safeParse({ code: '1234567' }).success).toBe(false);
  });
});

describe('organizations', () => {
  it('gives the creation messages', () => {
    const result = createOrganizationFormSchema.safeParse({
      organizationName: 'x'.repeat(101),
      organizationDescription: 'y'.repeat(1001),
      organizationIndustry: 'Space',
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Organization name must be 100 characters or less.',
      'Description must be 1000 characters or less.',
      'Please select an industry.',
    ]);
    expect(
      firstMessage(
        createOrganizationFormSchema.safeParse({
          organizationName: '  ',
          organizationIndustry: 'Retail',
        }),
      ),
    ).toBe('Organization name is required.');
  });

  it('omits empty website, email and description from the details payload', () => {
    const payload = toOrganizationDetailsPayload({
      name: 'Acme',
      industry: 'Retail',
      address: '',
      website: '',
      email: '',
      description: '',
      phoneNumber: '',
    });
    expect(payload).toEqual({ name: 'Acme', industry: 'Retail', address: '', phoneNumber: '' });
    expect(updateOrganizationDetailsSchema.safeParse(payload).success).toBe(true);
    expect(
      firstMessage(updateOrganizationDetailsSchema.safeParse({ ...payload, website: 'nope' })),
    ).toBe('Please enter a valid URL.');
  });
});

describe('tools', () => {
  const base = {
    name: 'get_weather',
    description: 'Looks up the weather',
    endpoint: 'https://api.example.com/weather',
    method: 'GET',
  };

  it('asks for each auth type its own fields', () => {
    const messages = (authentication: string) =>
      toolSchema.safeParse({ ...base, authentication }).error?.issues.map((i) => i.message);
    expect(messages('None')).toBeUndefined();
    expect(messages('Bearer Token')).toEqual(['Bearer Token is required']);
    expect(messages('Basic Auth')).toEqual(['Username is required', 'Password is required']);
    expect(messages('API Key')).toEqual([
      'API Key is required',
      "Header Name is required. e.g. 'X-API-KEY'",
    ]);
  });

  it('rejects a payload that is not JSON', () => {
    expect(
      firstMessage(toolSchema.safeParse({ ...base, authentication: 'None', payload: '{oops' })),
    ).toBe('Invalid JSON format.');
  });
});

describe('api paths that carry an id', () => {
  it('builds the path with the id encoded and exposes the route template', () => {
    expect(apiPaths.tools.byId('a b')).toBe('/tools/a%20b');
    expect(apiPaths.tools.byId.template).toBe('/tools/:id');
    expect(apiPaths.conversations.archive.template).toBe('/conversations/:id/archive');
  });
});
