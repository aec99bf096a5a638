import type { MemberRole, Permission } from '@frontdesk/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import {
  type StubRoutes,
  signedInToOrganization,
  stubFetch,
  testOrganization,
} from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { useCan } from './use-can';

const probed: Permission[] = [
  'tools.write',
  'apiKeys.read',
  'billing.write',
  'team.write',
  'team.transferOwnership',
];

function Answer({ permission }: { permission: Permission }) {
  return <>{` ${permission}=${useCan(permission)}`}</>;
}

function CanProbe() {
  const { organization } = useSession();
  return (
    <p>
      {organization ? 'known:' : 'unknown:'}
      {probed.map((permission) => (
        <Answer key={permission} permission={permission} />
      ))}
    </p>
  );
}

function renderAs(organization: object, routes: StubRoutes = {}) {
  stubFetch({ ...signedInToOrganization(organization), ...routes });
  renderWithProviders([{ path: '/', element: <CanProbe /> }]);
}

describe('useCan', () => {
  const expected: Record<MemberRole, string> = {
    owner:
      'tools.write=true apiKeys.read=true billing.write=true team.write=true team.transferOwnership=true',
    admin:
      'tools.write=true apiKeys.read=true billing.write=true team.write=true team.transferOwnership=false',
    editor:
      'tools.write=true apiKeys.read=false billing.write=false team.write=false team.transferOwnership=false',
    viewer:
      'tools.write=false apiKeys.read=false billing.write=false team.write=false team.transferOwnership=false',
    billing:
      'tools.write=false apiKeys.read=false billing.write=true team.write=false team.transferOwnership=false',
  };

  for (const [role, answers] of Object.entries(expected)) {
    it(`answers for ${role === 'admin' || role === 'owner' ? 'an' : 'a'} ${role} from the session's role`, async () => {
      renderAs({ ...testOrganization, role });
      expect(await screen.findByText(`known: ${answers}`)).toBeInTheDocument();
    });
  }

  it('allows nothing when the organization carries no role', async () => {
    renderAs({ id: 'org-1', name: 'Acme', description: '' });
    expect(await screen.findByText(/^known:/)).toHaveTextContent(
      'known: tools.write=false apiKeys.read=false billing.write=false team.write=false team.transferOwnership=false',
    );
  });

  it('holds nothing back before the organization is known', async () => {
    renderAs(testOrganization, {
      'GET /api/v1/organizations/me': () => new Promise(() => {}),
    });
    expect(await screen.findByText(/^unknown:/)).toHaveTextContent(
      'unknown: tools.write=true apiKeys.read=true billing.write=true team.write=true team.transferOwnership=true',
    );
  });
});
