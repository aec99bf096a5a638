import { type EngineInfo, SECRET_MASK, type ToolView } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { type StubHandler, type StubResponse, signedInAs, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { ToolsPage } from './tools-page';

// Shared by this feature's tests only.

export const PATH = '/dashboard/tools';
export const TOOLS = '/api/v1/tools';
export const GENERATE = 'POST /api/v1/tools/generate-schema';
const CONFIGURATION = 'GET /api/v1/agent-configurations';

export const llmEngine: EngineInfo = {
  provider: 'openai',
  model: 'gpt-4o-mini',
  isLlm: true,
  supportsTools: true,
};
export const builtinEngine: EngineInfo = {
  provider: 'builtin',
  model: 'builtin',
  isLlm: false,
  supportsTools: false,
};

export const orderTool: ToolView = {
  id: 't1',
  name: 'get_order_status',
  description: 'Looks up the status of an order by its order number.',
  endpoint: 'https://api.example.com/orders',
  method: 'GET',
  payload: '{"type":"object","properties":{"orderNumber":{"type":"string"}},"required":[]}',
  authentication: 'Bearer Token',
  bearerToken: SECRET_MASK,
  basicAuthUsername: '',
  basicAuthPassword: '',
  apiKey: '',
  apiKeyHeaderName: '',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

export const stockTool: ToolView = {
  ...orderTool,
  id: 't2',
  name: 'check-stock',
  description: 'Tells whether a product is in stock in the warehouse.',
  endpoint: 'https://stock.example.com/check',
  method: 'POST',
  payload: '',
  authentication: 'API Key',
  bearerToken: '',
  apiKey: SECRET_MASK,
  apiKeyHeaderName: 'X-API-KEY',
};

/** GET /agent-configurations before the first save, answered by the given engine. */
export function configurationWith(engine: EngineInfo): StubResponse {
  return {
    body: {
      name: '',
      description: '',
      roles: [],
      instructions: '',
      interactionStyle: 'professional',
      temperature: 0.7,
      metadata: {},
      configured: false,
      engine,
    },
  };
}

export function renderTools(routes: Record<string, StubResponse | StubHandler>) {
  const stub = stubFetch({
    ...signedInAs({ active: true }),
    'GET /api/v1/organizations/me': { body: { id: 'org-1', name: 'Acme', description: '' } },
    [CONFIGURATION]: configurationWith(llmEngine),
    ...routes,
  });
  return {
    ...stub,
    ...renderWithProviders([{ path: PATH, element: <ToolsPage /> }], { initialEntries: [PATH] }),
  };
}

/** The toast carrying a text. */
export function toastWith(text: string) {
  return waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find(
      (element) => element.textContent?.includes(text),
    );
    expect(toast).toBeDefined();
    return toast as HTMLElement;
  });
}

/** Picks an option of one of the dialog's selects (Method, Authentication). */
export async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens the add dialog and fills the fields every tool needs. */
export async function openAddDialogFilled(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Tool' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
  // Pasted rather than typed key by key: the suite runs on a shared machine.
  const fill = async (label: string, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await fill('Name', 'get_weather');
  await fill('Description', 'Gives the weather forecast for a city.');
  await fill('Endpoint', 'https://weather.example.com/v1');
  return dialog;
}
