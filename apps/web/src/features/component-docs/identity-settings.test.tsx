import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StubRoutes } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { ComponentDocsPage } from './component-docs-page';

const SETTINGS = 'GET /api/v1/widget-settings';
const SECRET = 'POST /api/v1/widget-settings/identity-secret';
const NEW_SECRET = 'fd_ids_0123456789abcdef0123456789abcdef';

function renderPage(settings: object, routes: StubRoutes = {}) {
  return renderOrganizationPage('/dashboard/component-docs', <ComponentDocsPage />, {
    'GET /api/v1/api-keys': { body: [] },
    [SETTINGS]: { body: settings },
    [SECRET]: { body: { identitySecret: NEW_SECRET } },
    ...routes,
  });
}

const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === SECRET);

describe('Identity verification settings', () => {
  it('generates the secret and shows it once, with a copy button', async () => {
    const { user, calls } = renderPage({
      hasIdentitySecret: false,
      requireVerifiedVisitors: false,
    });
    expect(await screen.findByText('Not created')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate identity secret' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your identity secret' });
    expect(posts(calls)).toHaveLength(1);
    expect(within(dialog).getByText(NEW_SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText('It is shown only now')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Copy identity secret' }));
    expect(writeText).toHaveBeenCalledWith(NEW_SECRET);
    await toastWith('Copied to clipboard');

    await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate identity secret' })).toBeInTheDocument();
  });

  it('asks before rotating, since hashes made with the old secret stop working', async () => {
    const { user, calls } = renderPage({ hasIdentitySecret: true, requireVerifiedVisitors: false });
    await user.click(await screen.findByRole('button', { name: 'Rotate identity secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the identity secret?' });
    expect(within(confirm).getByText(/Hashes made with the old one stop working/)).toBeVisible();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rotate identity secret' }));
    await user.click(await screen.findByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your identity secret' });
    expect(within(dialog).getByText(NEW_SECRET)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('turns on Require verified visitors with a PATCH', async () => {
    const { user, calls } = renderPage(
      { hasIdentitySecret: true, requireVerifiedVisitors: false },
      {
        'PATCH /api/v1/widget-settings': ({ body }) => ({
          body: { hasIdentitySecret: true, ...(body as object) },
        }),
      },
    );
    const toggle = await screen.findByRole('switch', { name: 'Require verified visitors' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v1/widget-settings',
      body: { requireVerifiedVisitors: true },
    });
    await toastWith('Only verified visitors can chat now');
  });

  it('keeps the switch off until there is a secret to verify visitors with', async () => {
    renderPage({ hasIdentitySecret: false, requireVerifiedVisitors: false });
    expect(await screen.findByRole('switch', { name: 'Require verified visitors' })).toBeDisabled();
    expect(screen.getByText(/Generate an identity secret first/)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    renderPage({}, { [SETTINGS]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Failed to load widget settings.')).toBeInTheDocument();
  });
});
