import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrganization } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { ConfigurationPage } from './configuration-page';

const builtinEngine = { provider: 'builtin', model: 'builtin', isLlm: false, supportsTools: false };
const saved = {
  name: 'Ava',
  description: 'Helps the customers of Acme.',
  roles: ['self-service'],
  instructions: 'Answer briefly.',
  interactionStyle: 'professional',
  temperature: 0.7,
  metadata: {},
  configured: true,
  engine: builtinEngine,
};

const VIEWER_REASON = 'Your role (Viewer) does not allow this. Ask an owner or admin.';

describe('ConfigurationPage for a viewer', () => {
  it('shows the configuration with every field, Save and the test chat off, saying why', async () => {
    const { calls, user } = renderOrganizationPage(
      '/dashboard/configuration',
      <ConfigurationPage />,
      {
        'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'viewer' } },
        'GET /api/v1/agent-configurations': { body: saved },
      },
    );

    expect(await screen.findByLabelText('Name')).toHaveValue('Ava');
    for (const field of [
      screen.getByLabelText('Name'),
      screen.getByLabelText('Description'),
      screen.getByLabelText('Instructions'),
      screen.getByRole('checkbox', { name: 'Sales' }),
      screen.getByRole('combobox', { name: 'Interaction style' }),
      screen.getByRole('combobox', { name: 'Default language' }),
    ]) {
      expect(field).toBeDisabled();
    }
    expect(screen.getByRole('slider', { name: 'Temperature' })).toHaveAttribute('data-disabled');

    const save = screen.getByRole('button', { name: 'Save Configuration' });
    expect(save).toBeDisabled();
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(VIEWER_REASON);
    await user.unhover(save.parentElement as HTMLElement);

    // The test chat stores a conversation: a change too.
    const playground = screen
      .getByRole('heading', { name: 'Playground' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(
      within(playground).getByPlaceholderText('Type a message as a customer...'),
    ).toBeDisabled();
    const send = within(playground).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.hover(send.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(VIEWER_REASON);

    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
