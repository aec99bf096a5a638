import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrganization } from '@/test/fetch-stub';
import { orderTool, renderTools, TOOLS } from '@/test/fixtures/tools';

const VIEWER_REASON = 'Your role (Viewer) does not allow this. Ask an owner or admin.';

describe('ToolsPage for a role that may only read', () => {
  it('lists the tools with add, edit and delete off, saying why', async () => {
    const { calls, user } = renderTools({
      'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'viewer' } },
      [`GET ${TOOLS}`]: { body: [orderTool] },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('get_order_status')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add Tool' });
    const edit = within(table).getByRole('button', { name: 'Edit tool get_order_status' });
    const remove = within(table).getByRole('button', { name: 'Delete tool get_order_status' });
    for (const button of [add, edit, remove]) expect(button).toBeDisabled();

    await user.click(edit);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.hover(add.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(VIEWER_REASON);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('leaves them on for an editor', async () => {
    renderTools({
      'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'editor' } },
      [`GET ${TOOLS}`]: { body: [orderTool] },
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Tool' })).toBeEnabled());
    expect(within(table).getByRole('button', { name: 'Edit tool get_order_status' })).toBeEnabled();
    expect(
      within(table).getByRole('button', { name: 'Delete tool get_order_status' }),
    ).toBeEnabled();
  });
});
