import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubResponse } from '@/test/fetch-stub';
import { choose, openAddDialogFilled } from '@/test/fixtures/tool-dialog';
import {
  builtinEngine,
  configurationWith,
  orderTool,
  renderTools,
  stockTool,
  TOOLS,
} from '@/test/fixtures/tools';
import { toastWith } from '@/test/toast';

describe('ToolsPage', () => {
  it('shows the heading, the loading state, then the empty state', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    const { calls } = renderTools({
      [`GET ${TOOLS}`]: () => new Promise((resolve) => (answer = resolve)),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    expect(await screen.findByText('Loading tools...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: [] });
    expect(await screen.findByText('No tools yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tool' })).toBeEnabled();
    // A model that calls tools answers: nothing to warn about.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/agent-configurations')).toBe(true),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists name, method, endpoint and description with edit and delete', async () => {
    renderTools({ [`GET ${TOOLS}`]: { body: [orderTool, stockTool] } });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('get_order_status')).toBeInTheDocument();
    expect(within(first).getByText('GET')).toBeInTheDocument();
    expect(within(first).getByText('https://api.example.com/orders')).toBeInTheDocument();
    expect(within(first).getByText(orderTool.description)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit tool get_order_status' })).toBeVisible();
    expect(
      within(first).getByRole('button', { name: 'Delete tool get_order_status' }),
    ).toBeVisible();
    expect(screen.getByText('2 tools')).toBeInTheDocument();
  });

  it('says tools need a connected model while the built-in engine answers, and still manages them', async () => {
    renderTools({
      'GET /api/v1/agent-configurations': configurationWith(builtinEngine),
      [`GET ${TOOLS}`]: { body: [orderTool] },
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Tools need a connected model');
    expect(note).toHaveTextContent('built-in answer engine, which does not call tools');
    expect(note).toHaveTextContent('once a model provider is configured');
    expect(await screen.findByText('get_order_status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tool' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit tool get_order_status' })).toBeEnabled();
  });

  it('adds a tool with the chosen method and payload, then refreshes the list', async () => {
    let list = [orderTool];
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: () => ({ body: list }),
      [`POST ${TOOLS}`]: ({ body }) => {
        const created = { ...orderTool, ...(body as object), id: 't9', bearerToken: '' };
        list = [...list, created];
        return { status: 201, body: created };
      },
    });

    const dialog = await openAddDialogFilled(user);
    await choose(user, dialog, 'Method', 'POST');
    const payload = '{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}';
    await user.click(within(dialog).getByLabelText('Payload'));
    await user.paste(payload);
    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));

    await toastWith('Tool added successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'get_weather',
      description: 'Gives the weather forecast for a city.',
      payload,
      endpoint: 'https://weather.example.com/v1',
      method: 'POST',
      // Not chosen: every new tool is for verified visitors only.
      access: 'verified',
      authentication: 'None',
      bearerToken: '',
      basicAuthUsername: '',
      basicAuthPassword: '',
      apiKey: '',
      apiKeyHeaderName: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('get_weather')).toBeInTheDocument();
    expect(screen.getByText('2 tools')).toBeInTheDocument();
  });

  it('shows the server message of a taken name, else its error field, else the fallback', async () => {
    const answers: StubResponse[] = [
      apiError(409, 'tool_name_taken', 'A tool named "get_weather" already exists.'),
      { status: 502, body: { statusCode: 502, error: 'Bad Gateway' } },
      { status: 500 },
    ];
    const { user } = renderTools({
      [`GET ${TOOLS}`]: { body: [] },
      [`POST ${TOOLS}`]: () => answers.shift() ?? { status: 500 },
    });

    const dialog = await openAddDialogFilled(user);
    const save = within(dialog).getByRole('button', { name: 'Save tool' });
    await user.click(save);
    await toastWith('A tool named "get_weather" already exists.');
    // The name is the field to fix: it carries the message too, and the dialog stays open.
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      /A tool named "get_weather" already exists\./,
    );

    await user.click(save);
    await toastWith('Bad Gateway');
    await user.click(save);
    await toastWith('Failed to save tool');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('get_weather');
  });

  it('deletes a tool after the confirmation, and toasts a failure', async () => {
    let list = [orderTool, stockTool];
    let answerDelete: ((value: StubResponse) => void) | undefined;
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: () => ({ body: list }),
      [`DELETE ${TOOLS}/t1`]: () => new Promise((resolve) => (answerDelete = resolve)),
      [`DELETE ${TOOLS}/t2`]: { status: 500 },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete tool get_order_status' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this tool?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete tool get_order_status' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await waitFor(() => expect(answerDelete).toBeDefined());
    list = [stockTool];
    answerDelete?.({ status: 204 });
    await toastWith('Tool deleted successfully');
    await waitFor(() => expect(screen.queryByText('get_order_status')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete tool check-stock' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Failed to delete tool');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('check-stock')).toBeInTheDocument();
  });
});
