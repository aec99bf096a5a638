import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  call,
  signUpActive,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';
import { MAX_OWNED_ORGANIZATIONS } from './organizations.service';

const context = useTestContext();

describe('organizations', () => {
  it('creates an organization whose creator is the owner, lists and switches to it', async () => {
    const { token } = await signUpActive(context);
    const created = await call(context.app, 'POST', '/organizations', {
      token,
      body: { name: 'Bright Dental', description: '', industry: 'Healthcare' },
    });
    expect(created.statusCode).toBe(201);
    const organization = created.json();
    expect(organization).toMatchObject({
      name: 'Bright Dental',
      description: '',
      industry: 'Healthcare',
      website: '',
    });

    const list = await call(context.app, 'GET', '/auth/organizations', { token });
    expect(list.json()).toEqual([{ id: organization.id, name: 'Bright Dental', description: '' }]);

    const noneSelected = await call(context.app, 'GET', '/organizations/me', { token });
    expect(noneSelected.statusCode).toBe(404);

    const switched = await call(context.app, 'GET', `/auth/organization/${organization.id}`, {
      token,
    });
    expect(switched.statusCode).toBe(200);
    const scopedToken = switched.json().accessToken;
    expect(decodeJwt(scopedToken).org).toBe(organization.id);
    const me = await call(context.app, 'GET', '/organizations/me', { token: scopedToken });
    expect(me.json()).toMatchObject({ id: organization.id, name: 'Bright Dental' });
  });

  it('validates creation with the spec messages', async () => {
    const { token } = await signUpActive(context);
    const cases: [object, string][] = [
      [{ name: '', industry: 'Retail' }, 'Organization name is required.'],
      [
        { name: 'x'.repeat(101), industry: 'Retail' },
        'Organization name must be 100 characters or less.',
      ],
      [
        { name: 'Ok', description: 'y'.repeat(1001), industry: 'Retail' },
        'Description must be 1000 characters or less.',
      ],
      [{ name: 'Ok', industry: 'Space travel' }, 'Please select an industry.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(context.app, 'POST', '/organizations', { token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it(`lets one account own at most ${MAX_OWNED_ORGANIZATIONS} organizations, in parallel too`, async () => {
    const { token } = await signUpActive(context);
    const create = (n: number) =>
      call(context.app, 'POST', '/organizations', {
        token,
        body: { name: `Branch ${n}`, industry: 'Retail' },
      });
    const answers = await Promise.all(
      Array.from({ length: MAX_OWNED_ORGANIZATIONS + 3 }, (_, n) => create(n)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OWNED_ORGANIZATIONS);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        statusCode: 403,
        code: 'quota_exceeded',
        message: `You already own ${MAX_OWNED_ORGANIZATIONS} organizations, the most one account can own.`,
      });
    }
    const list = await call(context.app, 'GET', '/auth/organizations', { token });
    expect(list.json()).toHaveLength(MAX_OWNED_ORGANIZATIONS);
    // Another account is not held by this one's count.
    const other = await signUpActive(context);
    const theirs = await call(context.app, 'POST', '/organizations', {
      token: other.token,
      body: { name: 'Branch 0', industry: 'Retail' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('asks for a selected organization before org-scoped calls', async () => {
    const { token } = await signUpActive(context);
    const response = await call(context.app, 'GET', '/organizations/details', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('organization_required');
  });

  it('reads and updates details, clearing omitted website, email and description', async () => {
    const { token } = await signUpWithOrganization(context, 'Details Co');
    const details = {
      name: 'Details Co',
      industry: 'Retail',
      address: '1 Main St',
      website: 'https://details.example',
      phoneNumber: '+1 555 0101',
      email: 'hi@details.example',
      description: 'We sell details.',
    };
    const full = await call(context.app, 'PATCH', '/organizations/details', {
      token,
      body: details,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual(details);

    const trimmed = await call(context.app, 'PATCH', '/organizations/details', {
      token,
      body: { name: 'Details Co', industry: 'Retail', address: '1 Main St', phoneNumber: '' },
    });
    expect(trimmed.json()).toMatchObject({ website: '', email: '', description: '' });
    const read = await call(context.app, 'GET', '/organizations/details', { token });
    expect(read.json()).toMatchObject({ name: 'Details Co', website: '', address: '1 Main St' });
  });

  it('rejects bad details with the spec messages and keeps what was saved', async () => {
    const { token } = await signUpWithOrganization(context, 'Keep Co');
    for (const [patch, message] of [
      [{ website: 'not a url' }, 'Please enter a valid URL.'],
      [{ email: 'nope' }, 'Please enter a valid email.'],
      [{ name: '' }, 'Organization name is required.'],
      [{ industry: '' }, 'Please select an industry.'],
    ] as const) {
      const response = await call(context.app, 'PATCH', '/organizations/details', {
        token,
        body: { name: 'Keep Co', industry: 'Other', ...patch },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const read = await call(context.app, 'GET', '/organizations/details', { token });
    expect(read.json()).toMatchObject({ name: 'Keep Co', industry: 'Technology' });
  });
});

describe('tenancy', () => {
  it("answers 404 for another tenant's organization, never its data", async () => {
    const owner = await signUpWithOrganization(context, 'Tenant A');
    const stranger = await signUpWithOrganization(context, 'Tenant B');

    const switchAttempt = await call(
      context.app,
      'GET',
      `/auth/organization/${owner.organization.id}`,
      {
        token: stranger.token,
      },
    );
    expect(switchAttempt.statusCode).toBe(404);
    expect(switchAttempt.body).not.toContain('Tenant A');

    const strangerList = await call(context.app, 'GET', '/auth/organizations', {
      token: stranger.token,
    });
    expect(strangerList.json().map((o: { name: string }) => o.name)).toEqual(['Tenant B']);

    // The stranger's own scoped token only ever reaches the stranger's organization.
    const details = await call(context.app, 'GET', '/organizations/details', {
      token: stranger.token,
    });
    expect(details.json().name).toBe('Tenant B');
  });

  it('answers 404 for ids that are not ids', async () => {
    const { token } = await signUpWithOrganization(context);
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      const response = await call(
        context.app,
        'GET',
        `/auth/organization/${encodeURIComponent(id)}`,
        { token },
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
