import { can, type MemberRole, memberRoles } from '@frontdesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../test/support/team';
import { call, signUpWithOrganization, useTestContext } from '../test/support/test-app';
import { routeRules } from './route-permissions';

const context = useTestContext();
const tokens = {} as Record<MemberRole, string>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const owner = await signUpWithOrganization(context);
  tokens.owner = owner.token;
  for (const role of memberRoles) {
    if (role !== 'owner') tokens[role] = (await addMember(context, owner.token, role)).token;
  }
});

/** A concrete path for a template: ids that name nothing, so allowed calls change nothing. */
const pathOf = (template: string) => template.replace(':id', NO_SUCH_ID);

/**
 * One test per endpoint and role, generated from the rules themselves: a role without the
 * permission gets 403 forbidden_role; a role with it gets past the check (whatever the call
 * itself then answers). The server refuses to start with a route that has no rule.
 */
describe.each(Object.entries(routeRules))('%s', (key, rule) => {
  const [method, template] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  it.each(memberRoles)(`${rule.permission}: %s`, async (role) => {
    // Leaving would end the shared members' access: a member of its own leaves instead.
    const token =
      template === '/users/me' && role !== 'owner'
        ? (await addMember(context, tokens.owner, role)).token
        : tokens[role];
    const response = await call(context.app, method, pathOf(template), {
      token,
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    // A download (the CSV export) answers text: only an error body carries a code.
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    const code = response.body && isJson ? response.json().code : undefined;
    if (can(role, rule.permission)) {
      expect(code).not.toBe('forbidden_role');
    } else {
      expect(response.statusCode).toBe(403);
      expect(code).toBe('forbidden_role');
    }
  });
});

describe('the role matrix', () => {
  it('names only routes that exist (a missing rule stops the server at start)', () => {
    for (const key of Object.keys(routeRules)) {
      const [method, template] = key.split(' ') as [string, string];
      expect(context.app.hasRoute({ method, url: `/api/v1${template}` }), key).toBe(true);
    }
  });

  it('matches the written matrix for the roles the issue names', () => {
    expect(can('admin', 'team.transferOwnership')).toBe(false);
    expect(can('admin', 'billing.write')).toBe(true);
    expect(can('editor', 'apiKeys.read')).toBe(false);
    expect(can('editor', 'billing.read')).toBe(false);
    expect(can('editor', 'tools.write')).toBe(true);
    expect(can('viewer', 'conversations.read')).toBe(true);
    expect(can('viewer', 'conversations.write')).toBe(false);
    expect(can('billing', 'billing.write')).toBe(true);
    expect(can('billing', 'configuration.read')).toBe(false);
  });
});
