import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { apiError, signedInAs, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { CreateOrganizationPage } from './create-organization-page';

const routes = [
  { path: '/create-organization', element: <CreateOrganizationPage /> },
  pageRoute('/organizations'),
];

// A function: signedInAs stores the token, which every test's cleanup clears.
const session = () => ({
  ...signedInAs({ active: true }),
  'GET /api/v1/organizations/me': apiError(403, 'organization_required', 'Select one first.'),
});

const created = {
  id: 'org-9',
  name: 'Acme Support',
  description: 'Help desk',
  industry: 'Retail',
  address: '',
  website: '',
  phoneNumber: '',
  email: '',
};

function renderPage() {
  return renderWithProviders(routes, { initialEntries: ['/create-organization'] });
}

type User = ReturnType<typeof renderPage>['user'];

async function chooseIndustry(user: User, industry: string) {
  await user.click(screen.getByRole('combobox', { name: 'Industry' }));
  await user.click(await screen.findByRole('option', { name: industry }));
}

describe('CreateOrganizationPage', () => {
  it('shows the title, the way back and the validation messages', async () => {
    const { calls } = stubFetch(session());
    const { user } = renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Create your Organization' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );

    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Organization name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please select an industry.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Organization Name'));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(
      await screen.findByText('Organization name must be 100 characters or less.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Description must be 1000 characters or less.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/organizations')).toHaveLength(0);
  });

  it('offers the eight industries', async () => {
    stubFetch(session());
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Industry' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Technology',
      'Healthcare',
      'Finance',
      'Education',
      'Retail',
      'Manufacturing',
      'Consulting',
      'Other',
    ]);
  });

  it('sends name, an empty description and the industry, then goes to /organizations', async () => {
    const { calls } = stubFetch({
      ...session(),
      'POST /api/v1/organizations': { status: 201, body: created },
    });
    const { user, router, queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.organizationsOf('user-1'), []);

    await user.type(await screen.findByLabelText('Organization Name'), '  Acme Support ');
    await chooseIndustry(user, 'Retail');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));

    expect(await screen.findByText('page /organizations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizations');
    const post = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/v1/organizations',
    );
    expect(post?.body).toEqual({ name: 'Acme Support', description: '', industry: 'Retail' });
    const toast = (await screen.findByText('Organization Created!')).closest('li') as HTMLElement;
    expect(
      within(toast).getByText('Your organization has been created successfully.'),
    ).toBeInTheDocument();
    // The list page must not show its cached list without the new organization.
    expect(queryClient.getQueryState(queryKeys.organizationsOf('user-1'))?.isInvalidated).toBe(
      true,
    );
  });

  it("shows the server's message when creation fails", async () => {
    stubFetch({
      ...session(),
      'POST /api/v1/organizations': apiError(400, 'validation_error', 'That name is taken.'),
    });
    const { user, router } = renderPage();

    await user.type(await screen.findByLabelText('Organization Name'), 'Acme');
    await user.type(screen.getByLabelText('Description'), 'Help desk');
    await chooseIndustry(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));

    const toast = (await screen.findByText('That name is taken.')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-organization');
  });

  it('falls back to the generic message when the server gives none', async () => {
    stubFetch({ ...session(), 'POST /api/v1/organizations': { status: 502 } });
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Organization Name'), 'Acme');
    await chooseIndustry(user, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    await waitFor(() =>
      expect(
        screen.getByText('Failed to create organization. Please try again.'),
      ).toBeInTheDocument(),
    );
  });
});
