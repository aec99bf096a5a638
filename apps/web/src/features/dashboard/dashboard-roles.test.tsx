import type { MemberRole } from '@frontdesk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInToOrganization, stubFetch, testOrganization } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { DashboardLayout } from './dashboard-layout';

const section = (path: string) => ({ path, element: <p>{`${path} section`}</p> });

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, element: <p>home section</p> },
      section('api-keys'),
      section('billing'),
      section('billing/portal'),
      section('tools'),
      section('users'),
      section('profile'),
    ],
  },
];

function renderAs(role: MemberRole, path = '/dashboard') {
  stubFetch(signedInToOrganization({ ...testOrganization, role }));
  return renderWithProviders(routes, { initialEntries: [path] });
}

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

// Written out rather than derived from the matrix, so that a change to either shows up here.
const menuOf: Record<MemberRole, string[]> = {
  owner: [
    'Dashboard',
    'Conversations',
    'Inbox',
    'Configuration',
    'Knowledge',
    'Tools',
    'API Integration',
    'React Chat',
    'API Keys',
    'Billing',
    'Details',
  ],
  admin: [
    'Dashboard',
    'Conversations',
    'Inbox',
    'Configuration',
    'Knowledge',
    'Tools',
    'API Integration',
    'React Chat',
    'API Keys',
    'Billing',
    'Details',
  ],
  editor: [
    'Dashboard',
    'Conversations',
    'Inbox',
    'Configuration',
    'Knowledge',
    'Tools',
    'API Integration',
    'Details',
  ],
  viewer: ['Dashboard', 'Conversations', 'Inbox', 'Configuration', 'Knowledge', 'Tools'],
  billing: ['Dashboard', 'Billing'],
};

describe('the dashboard by role', () => {
  for (const [role, links] of Object.entries(menuOf)) {
    it(`shows ${role === 'admin' ? 'an' : 'a'} ${role} only the sections the role may read`, async () => {
      renderAs(role as MemberRole);
      expect(await menuLinks()).toEqual(links);
    });
  }

  it('leaves out a group the role has nothing in', async () => {
    renderAs('billing');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByText('Payment')).toBeInTheDocument();
    for (const group of ['AI Operator', 'Integration', 'Developer', 'Management', 'Organization']) {
      expect(within(nav).queryByText(group)).not.toBeInTheDocument();
    }
  });

  it('says so when a section the role may not read is typed in, pages below it included', async () => {
    renderAs('editor', '/dashboard/billing/portal');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this section' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Editor) does not allow this. Ask an owner or admin.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('billing/portal section')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('opens a section the role may read', async () => {
    renderAs('viewer', '/dashboard/tools');
    expect(await screen.findByText('tools section')).toBeInTheDocument();
  });

  it("opens one's own profile to every role", async () => {
    renderAs('billing', '/dashboard/profile');
    expect(await screen.findByText('profile section')).toBeInTheDocument();
  });

  it('keeps API keys from a viewer who types their address', async () => {
    renderAs('viewer', '/dashboard/api-keys');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this section' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('api-keys section')).not.toBeInTheDocument();
  });

  it('opens the team, which is off the menu, to the roles that read it', async () => {
    renderAs('editor', '/dashboard/users');
    expect(await screen.findByText('users section')).toBeInTheDocument();
  });

  it('keeps the team from a viewer who types its address', async () => {
    renderAs('viewer', '/dashboard/users');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this section' }),
    ).toBeInTheDocument();
  });
});
