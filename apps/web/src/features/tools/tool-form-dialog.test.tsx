import { SECRET_MASK } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubResponse } from '@/test/fetch-stub';
import { choose, openAddDialogFilled } from '@/test/fixtures/tool-dialog';
import { GENERATE, orderTool, renderTools, stockTool, TOOLS } from '@/test/fixtures/tools';
import { toastWith } from '@/test/toast';

const weatherSchema = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city' } },
  required: ['city'],
};

describe('The tool dialog', () => {
  it('checks name, description and endpoint with the spec messages', async () => {
    const { calls, user } = renderTools({ [`GET ${TOOLS}`]: { body: [] } });
    await user.click(await screen.findByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));

    expect(
      await within(dialog).findByText('Name must be at least 2 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 10 characters.')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid URL.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Name'), 'get weather');
    await user.type(within(dialog).getByLabelText('Endpoint'), 'weather.example.com');
    expect(
      await within(dialog).findByText(
        'Name may only contain letters, numbers, underscores and hyphens.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid URL.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the credentials of each authentication type', async () => {
    const { calls, user } = renderTools({ [`GET ${TOOLS}`]: { body: [] } });
    const dialog = await openAddDialogFilled(user);
    const save = within(dialog).getByRole('button', { name: 'Save tool' });
    // None asks for nothing.
    expect(within(dialog).queryByLabelText('Bearer Token')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();

    await choose(user, dialog, 'Authentication', 'Bearer Token');
    await user.click(save);
    expect(await within(dialog).findByText('Bearer Token is required')).toBeInTheDocument();

    await choose(user, dialog, 'Authentication', 'Basic Auth');
    await user.click(save);
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeVisible();
    expect(within(dialog).queryByLabelText('Bearer Token')).not.toBeInTheDocument();

    await choose(user, dialog, 'Authentication', 'API Key');
    await user.click(save);
    expect(await within(dialog).findByText('API Key is required')).toBeInTheDocument();
    expect(within(dialog).getByText("Header Name is required. e.g. 'X-API-KEY'")).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a payload that is not JSON, and sends only the chosen credentials', async () => {
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: { body: [] },
      [`POST ${TOOLS}`]: { status: 201, body: stockTool },
    });
    const dialog = await openAddDialogFilled(user);
    // A token typed, then another type chosen: the token must not travel with it.
    await choose(user, dialog, 'Authentication', 'Bearer Token');
    await user.type(within(dialog).getByLabelText('Bearer Token'), 'left-behind');
    await choose(user, dialog, 'Authentication', 'API Key');
    await user.type(within(dialog).getByLabelText('API Key'), 'sk_live_123');
    await user.type(within(dialog).getByLabelText('Header Name'), 'X-API-KEY');

    const payload = within(dialog).getByLabelText('Payload');
    await user.click(payload);
    await user.paste('{"type": "object",');
    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));
    expect(await within(dialog).findByText('Invalid JSON format.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(payload);
    await user.paste('{"type": "object"}');
    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));
    await toastWith('Tool added successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      payload: '{"type": "object"}',
      authentication: 'API Key',
      bearerToken: '',
      apiKey: 'sk_live_123',
      apiKeyHeaderName: 'X-API-KEY',
    });
  });

  it('shows a saved secret masked and sends the mask back untouched, or the new secret', async () => {
    const patches: unknown[] = [];
    const { user } = renderTools({
      [`GET ${TOOLS}`]: { body: [orderTool, stockTool] },
      [`PATCH ${TOOLS}/t1`]: ({ body }) => {
        patches.push(body);
        return { body: { ...orderTool, ...(body as object), bearerToken: SECRET_MASK } };
      },
      [`PATCH ${TOOLS}/t2`]: apiError(400, 'validation_error', 'Header Name is not valid.'),
    });

    await user.click(await screen.findByRole('button', { name: 'Edit tool get_order_status' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Tool' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('get_order_status');
    expect(within(dialog).getByLabelText('Endpoint')).toHaveValue(orderTool.endpoint);
    expect(within(dialog).getByLabelText('Payload')).toHaveValue(orderTool.payload);
    expect(within(dialog).getByRole('combobox', { name: 'Method' })).toHaveTextContent('GET');
    expect(within(dialog).getByRole('combobox', { name: 'Authentication' })).toHaveTextContent(
      'Bearer Token',
    );
    const token = within(dialog).getByLabelText('Bearer Token');
    expect(token).toHaveValue(SECRET_MASK);
    expect(within(dialog).getByText(/Leave it as it is to keep it/)).toBeVisible();

    const description = within(dialog).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Finds an order and tells where it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastWith('Tool updated successfully');
    expect(patches[0]).toEqual({
      name: 'get_order_status',
      description: 'Finds an order and tells where it is.',
      payload: orderTool.payload,
      endpoint: orderTool.endpoint,
      method: 'GET',
      access: 'anyone',
      authentication: 'Bearer Token',
      bearerToken: SECRET_MASK,
      basicAuthUsername: '',
      basicAuthPassword: '',
      apiKey: '',
      apiKeyHeaderName: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Typing over the mask replaces the secret.
    await user.click(screen.getByRole('button', { name: 'Edit tool get_order_status' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Tool' });
    await user.click(within(dialog).getByLabelText('Bearer Token'));
    await user.keyboard('new-token');
    expect(within(dialog).queryByText(/Leave it as it is/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastWith('Tool updated successfully');
    expect(patches[1]).toMatchObject({ bearerToken: 'new-token' });

    // An API key tool keeps its header name and shows the server's refusal.
    await user.click(screen.getByRole('button', { name: 'Edit tool check-stock' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Tool' });
    expect(within(dialog).getByLabelText('API Key')).toHaveValue(SECRET_MASK);
    expect(within(dialog).getByLabelText('Header Name')).toHaveValue('X-API-KEY');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastWith('Header Name is not valid.');
    expect(screen.getByRole('dialog', { name: 'Edit Tool' })).toBeInTheDocument();
  });

  it('generates the payload from the description, pretty-printed, with the toasts', async () => {
    const answers: StubResponse[] = [
      { body: weatherSchema },
      apiError(429, 'too_many_requests', 'Too many requests. Please wait a minute.'),
      { status: 500 },
    ];
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: { body: [] },
      [GENERATE]: () => answers.shift() ?? { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    const generate = within(dialog).getByRole('button', { name: 'Generate from description' });

    await user.type(within(dialog).getByLabelText('Description'), '   ');
    await user.click(generate);
    await toastWith('Please provide a description');
    expect(within(dialog).getByLabelText('Description')).toHaveFocus();
    expect(calls.some((call) => call.path.endsWith('/generate-schema'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Description'), 'Weather for a city');
    await user.click(generate);
    await toastWith('JSON schema generated successfully');
    expect(calls.find((call) => call.path.endsWith('/generate-schema'))?.body).toEqual({
      text: 'Weather for a city',
    });
    expect(within(dialog).getByLabelText('Payload')).toHaveValue(
      JSON.stringify(weatherSchema, null, 2),
    );

    await user.click(generate);
    await toastWith('Too many requests. Please wait a minute.');
    await user.click(generate);
    await toastWith('Failed to generate schema');
    // A failed draft leaves the last good one in place.
    expect(within(dialog).getByLabelText('Payload')).toHaveValue(
      JSON.stringify(weatherSchema, null, 2),
    );
  });
});
