import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, signedInToOrganization, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { toastWith } from '@/test/toast';
import { OrganizationDetailsPage } from './organization-details-page';

const PATH = '/dashboard/organization/details';
const routes = [{ path: PATH, element: <OrganizationDetailsPage /> }];

const details = {
  name: 'Acme Support',
  description: 'Help desk for Acme',
  industry: 'Technology',
  address: '1 Main St',
  website: 'https://acme.example',
  phoneNumber: '+1 555 0100',
  email: 'hello@acme.example',
};

// A function: the session stores the token, which every test's cleanup clears.
const session = () => signedInToOrganization({ id: 'org-1', ...details, role: 'owner' });

function renderPage() {
  return renderWithProviders(routes, { initialEntries: [PATH] });
}

describe('OrganizationDetailsPage', () => {
  it('loads the details into the form', async () => {
    let answer: ((value: { body: unknown }) => void) | undefined;
    stubFetch({
      ...session(),
      'GET /api/v1/organizations/details': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();

    expect(await screen.findByText('Loading organization details...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: details });

    expect(await screen.findByLabelText('Organization Name')).toHaveValue('Acme Support');
    expect(screen.getByRole('combobox', { name: 'Organization Industry' })).toHaveTextContent(
      'Technology',
    );
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main St');
    expect(screen.getByLabelText('Website')).toHaveValue('https://acme.example');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Email')).toHaveValue('hello@acme.example');
    const description = screen.getByLabelText('Organization Description');
    expect(description).toHaveValue('Help desk for Acme');
    expect(description).toHaveAttribute('rows', '5');
  });

  it('shows the load error toast', async () => {
    stubFetch({
      ...session(),
      'GET /api/v1/organizations/details': apiError(500, 'internal_error', 'Something went wrong'),
    });
    renderPage();
    const toast = await toastWith('Failed to load organization details. Please refresh the page.');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Organization' })).not.toBeInTheDocument();
  });

  it('checks the name, website and email', async () => {
    const { calls } = stubFetch({
      ...session(),
      'GET /api/v1/organizations/details': { body: details },
    });
    const { user } = renderPage();

    await user.clear(await screen.findByLabelText('Organization Name'));
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a url');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Update Organization' }));

    expect(await screen.findByText('Organization name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('omits empty website, email and description, then refreshes the session organization', async () => {
    const saved = { ...details, name: 'Acme Care', website: '', email: '', description: '' };
    let answerPatch: (value: { body: unknown }) => void = () => {};
    const { calls } = stubFetch({
      ...session(),
      'GET /api/v1/organizations/details': { body: details },
      'PATCH /api/v1/organizations/details': () =>
        new Promise((resolve) => (answerPatch = resolve)),
    });
    const { user } = renderPage();

    const name = await screen.findByLabelText('Organization Name');
    await user.clear(name);
    await user.type(name, 'Acme Care');
    await user.clear(screen.getByLabelText('Website'));
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Organization Description'));
    await user.click(screen.getByRole('button', { name: 'Update Organization' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Acme Care',
      industry: 'Technology',
      address: '1 Main St',
      phoneNumber: '+1 555 0100',
    });

    const meCallsBefore = calls.filter((call) => call.path === '/api/v1/organizations/me').length;
    answerPatch({ body: saved });
    const toast = await toastWith('Organization Updated');
    expect(
      within(toast).getByText('Your organization details have been saved.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v1/organizations/me').length).toBe(
        meCallsBefore + 1,
      ),
    );
    expect(screen.getByRole('button', { name: 'Update Organization' })).toBeEnabled();
  });

  it("shows the server's message, else the fallback, when saving fails", async () => {
    let failure = apiError(400, 'validation_error', 'The website is not reachable.');
    stubFetch({
      ...session(),
      'GET /api/v1/organizations/details': { body: details },
      'PATCH /api/v1/organizations/details': () => failure,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Update Organization' }));
    const toast = await toastWith('The website is not reachable.');
    expect(within(toast).getByText('Error')).toBeInTheDocument();

    failure = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Update Organization' }));
    expect(
      await screen.findByText('Failed to update organization. Please try again.'),
    ).toBeInTheDocument();
  });
});
