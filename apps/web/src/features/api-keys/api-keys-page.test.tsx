import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubResponse, StubRoutes } from '@/test/fetch-stub';
import { shopKey } from '@/test/fixtures/api-keys';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { ApiKeysPage } from './api-keys-page';

const PATH = '/dashboard/api-keys';
const KEYS = '/api/v1/api-keys';

const renderPage = (routes: StubRoutes) => renderOrganizationPage(PATH, <ApiKeysPage />, routes);

afterEach(() => vi.restoreAllMocks());

describe('ApiKeysPage', () => {
  it('shows the heading, the loading state, then the empty state', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    renderPage({ [`GET ${KEYS}`]: () => new Promise((resolve) => (answer = resolve)) });

    expect(screen.getByRole('heading', { level: 1, name: 'API Keys' })).toBeInTheDocument();
    expect(screen.getByText(/API keys are public/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manage Public API Keys' })).toBeInTheDocument();
    expect(await screen.findByText('Loading API keys...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: [] });
    expect(await screen.findByText('No public API keys created')).toBeInTheDocument();
    expect(screen.queryByText('Loading API keys...')).not.toBeInTheDocument();
  });

  it('lists name with description, key, local creation time and origins', async () => {
    renderPage({ [`GET ${KEYS}`]: { body: [shopKey] } });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Key', 'Created At', 'Actions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Shop')).toBeInTheDocument();
    expect(within(row).getByText('The web shop chat')).toBeInTheDocument();
    expect(within(row).getByText('fd_pk_shop123')).toBeInTheDocument();
    expect(
      within(row).getByText(new Date(shopKey.created_at).toLocaleString()),
    ).toBeInTheDocument();
    expect(within(row).getByRole('listitem')).toHaveTextContent('https://shop.example.com');
  });

  it('copies a key with the toast', async () => {
    const { user } = renderPage({ [`GET ${KEYS}`]: { body: [shopKey] } });
    // user-event installs its own clipboard on setup; the spy goes on the one the page will use.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy API key Shop' }));
    expect(writeText).toHaveBeenCalledWith('fd_pk_shop123');
    await toastWith('API Key copied to clipboard');
  });

  it('creates a key, omitting an empty description, and checks the fields', async () => {
    let list: (typeof shopKey)[] = [];
    let answerPost: ((value: StubResponse) => void) | undefined;
    const { calls, user } = renderPage({
      [`GET ${KEYS}`]: () => ({ body: list }),
      [`POST ${KEYS}`]: () => new Promise((resolve) => (answerPost = resolve)),
    });

    await screen.findByText('No public API keys created');
    await user.click(screen.getByRole('button', { name: 'Create Public API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create public API key' });

    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'n'.repeat(101));
    await user.type(within(dialog).getByLabelText('Allowed origins'), 'www.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      await within(dialog).findByText('Name must be 100 characters or less'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '"www.example.com" is not an origin. Origins look like https://www.example.com.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), ' Website ');
    await user.clear(within(dialog).getByLabelText('Allowed origins'));
    await user.type(within(dialog).getByLabelText('Description'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Website' });
    list = [
      {
        ...shopKey,
        id: 'k2',
        name: 'Website',
        description: '',
        key: 'fd_pk_web',
        allowedOrigins: [],
      },
    ];
    answerPost?.({ status: 201, body: { ...list[0], createdAt: shopKey.created_at } });

    await toastWith('API key created successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('fd_pk_web')).toBeInTheDocument();
    expect(screen.getByText('Any origin')).toBeInTheDocument();
  });

  it('sends description and origins when given, and toasts a failure', async () => {
    const { calls, user } = renderPage({
      [`GET ${KEYS}`]: { body: [] },
      [`POST ${KEYS}`]: { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Public API Key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Shop');
    await user.type(within(dialog).getByLabelText('Description'), 'The web shop chat');
    await user.type(
      within(dialog).getByLabelText('Allowed origins'),
      'https://shop.example.com/{Enter}{Enter}http://localhost:5173',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await toastWith('Failed to create API key');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Shop',
      description: 'The web shop chat',
      allowedOrigins: ['https://shop.example.com', 'http://localhost:5173'],
    });
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeEnabled();
  });

  it('deletes a key after the confirmation, and toasts a failure', async () => {
    let list = [shopKey, { ...shopKey, id: 'k2', name: 'Mobile', key: 'fd_pk_mobile' }];
    let answerDelete: ((value: StubResponse) => void) | undefined;
    const { calls, user } = renderPage({
      [`GET ${KEYS}`]: () => ({ body: list }),
      [`DELETE ${KEYS}/k1`]: () => new Promise((resolve) => (answerDelete = resolve)),
      [`DELETE ${KEYS}/k2`]: { status: 500 },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete API key Shop' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this API key?',
    });
    expect(within(confirm).getByText('This action cannot be undone...')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete API key Shop' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await waitFor(() => expect(answerDelete).toBeDefined());
    list = list.filter((key) => key.id !== 'k1');
    answerDelete?.({ status: 204 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('fd_pk_shop123')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete API key Mobile' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Failed to delete API key');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('fd_pk_mobile')).toBeInTheDocument();
  });
});
