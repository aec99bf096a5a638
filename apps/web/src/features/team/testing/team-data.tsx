import type { ActivityEntry, MemberRole, Team } from '@frontdesk/contracts';
import {
  type StubRoutes,
  signedInToOrganization,
  stubFetch,
  testOrganization,
} from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { TeamPage } from '../team-page';

// The team page's test data, and the page rendered for a member of a given role.

export const USERS = '/api/v1/users';
export const ACTIVITY = '/api/v1/activity';

/** The signed-in test user (user-1, Ada Lovelace) is the first member, with the role given. */
export function teamOf(role: MemberRole): Team {
  return {
    members: [
      {
        id: 'user-1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        role,
        joinedAt: '2025-01-01T10:00:00.000Z',
      },
      {
        id: 'user-2',
        name: 'Bruno Admin',
        email: 'bruno@example.com',
        role: 'admin',
        joinedAt: '2025-01-02T10:00:00.000Z',
      },
      {
        id: 'user-3',
        name: 'Clara Editor',
        email: 'clara@example.com',
        role: 'editor',
        joinedAt: '2025-01-03T10:00:00.000Z',
      },
      ...(role === 'owner'
        ? []
        : [
            {
              id: 'user-9',
              name: 'Olga Owner',
              email: 'olga@example.com',
              role: 'owner' as const,
              joinedAt: '2024-12-01T10:00:00.000Z',
            },
          ]),
    ],
    invitations: [
      {
        id: 'inv-1',
        name: 'Dan Pending',
        email: 'dan@example.com',
        role: 'viewer',
        status: 'pending',
        expiresAt: '2099-01-08T10:00:00.000Z',
        invitedBy: 'Ada Lovelace',
      },
      {
        id: 'inv-2',
        name: 'Eve Expired',
        email: 'eve@example.com',
        role: 'billing',
        status: 'expired',
        expiresAt: '2025-01-08T10:00:00.000Z',
        invitedBy: 'Ada Lovelace',
      },
    ],
  };
}

export const activity: ActivityEntry[] = [
  {
    id: 'a-2',
    actor: 'Ada Lovelace',
    action: 'member.invited',
    summary: 'Invited dan@example.com as Viewer',
    createdAt: '2025-01-05T10:00:00.000Z',
  },
  {
    id: 'a-1',
    actor: '',
    action: 'member.removed',
    summary: 'Removed zoe@example.com',
    createdAt: '2025-01-04T10:00:00.000Z',
  },
];

/**
 * The team page for a member of `role`, the API answering the team, the activity and `routes`;
 * /organizations is there to be sent to after leaving.
 */
export function renderTeamPage(role: MemberRole, routes: StubRoutes = {}) {
  const stub = stubFetch({
    ...signedInToOrganization({ ...testOrganization, role }),
    [`GET ${USERS}`]: { body: teamOf(role) },
    [`GET ${ACTIVITY}`]: { body: activity },
    ...routes,
  });
  const page = renderWithProviders(
    [{ path: '/dashboard/users', element: <TeamPage /> }, pageRoute('/organizations')],
    { initialEntries: ['/dashboard/users'] },
  );
  return { ...stub, ...page };
}
