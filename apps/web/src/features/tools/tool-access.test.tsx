import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, openAddDialogFilled } from '@/test/fixtures/tool-dialog';
import { orderTool, renderTools, stockTool, TOOLS } from '@/test/fixtures/tools';
import { toastWith } from '@/test/toast';
import { ANYONE_ACCESS_WARNING } from './components/access-field';

const ACCESS = 'Who can use this tool';

describe('Who can use a tool', () => {
  it('defaults to verified visitors only for every method, explains itself, and is sent with the tool', async () => {
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: { body: [] },
      [`POST ${TOOLS}`]: { status: 201, body: { ...orderTool, access: 'staff' } },
    });
    const dialog = await openAddDialogFilled(user);
    const access = within(dialog).getByRole('combobox', { name: ACCESS });
    expect(access).toHaveTextContent('Verified visitors only');
    expect(within(dialog).getByText(/New tools are for verified visitors only/)).toBeVisible();
    expect(within(dialog).getByText(/X-Frontdesk-Visitor-Id/)).toBeVisible();

    // A reading method changes nothing: a GET can read someone's order too.
    await choose(user, dialog, 'Method', 'DELETE');
    await choose(user, dialog, 'Method', 'GET');
    expect(access).toHaveTextContent('Verified visitors only');

    await user.click(access);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Anyone chatting',
      'Verified visitors only',
      'Staff in the playground only',
    ]);
    await user.click(screen.getByRole('option', { name: 'Staff in the playground only' }));
    await choose(user, dialog, 'Method', 'POST');
    expect(access).toHaveTextContent('Staff in the playground only');

    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));
    await toastWith('Tool added successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      method: 'POST',
      access: 'staff',
    });
  });

  it('warns while anyone chatting is chosen, and only then', async () => {
    const { user } = renderTools({ [`GET ${TOOLS}`]: { body: [] } });
    const dialog = await openAddDialogFilled(user);
    expect(within(dialog).queryByText(ANYONE_ACCESS_WARNING)).not.toBeInTheDocument();

    await choose(user, dialog, ACCESS, 'Anyone chatting');
    expect(within(dialog).getByText(ANYONE_ACCESS_WARNING)).toBeVisible();
    expect(ANYONE_ACCESS_WARNING).toBe(
      'Anyone who can open the chat can make this tool run. Choose this only for tools that read public information.',
    );

    await choose(user, dialog, ACCESS, 'Staff in the playground only');
    expect(within(dialog).queryByText(ANYONE_ACCESS_WARNING)).not.toBeInTheDocument();
  });

  it('shows the saved setting in the edit dialog and in the table', async () => {
    const patches: unknown[] = [];
    const { user } = renderTools({
      [`GET ${TOOLS}`]: { body: [orderTool, stockTool] },
      [`PATCH ${TOOLS}/t2`]: ({ body }) => {
        patches.push(body);
        return { body: { ...stockTool, ...(body as object) } };
      },
    });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first!).getByText('Anyone chatting')).toBeInTheDocument();
    expect(within(second!).getByText('Verified visitors only')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit tool check-stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tool' });
    expect(within(dialog).getByRole('combobox', { name: ACCESS })).toHaveTextContent(
      'Verified visitors only',
    );
    await choose(user, dialog, ACCESS, 'Anyone chatting');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastWith('Tool updated successfully');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ method: 'POST', access: 'anyone' });
  });
});
