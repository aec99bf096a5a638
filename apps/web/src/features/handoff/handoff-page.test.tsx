import { defaultHandoffSettings, type HandoffSettingsResponse } from '@frontdesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrganization } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { HandoffPage } from './handoff-page';

const PATH = '/dashboard/configuration/handoff';
const SETTINGS = 'GET /api/v1/handoff-settings';

const saved: HandoffSettingsResponse = {
  ...defaultHandoffSettings,
  timezone: 'Europe/Paris',
  hours: [{ day: 'monday', start: '09:00', end: '17:00' }],
  webhookUrl: 'https://example.com/hook',
  webhookSecret: 'whsec_123',
};

function renderHandoff(routes = {}) {
  return renderOrganizationPage(PATH, <HandoffPage />, { [SETTINGS]: { body: saved }, ...routes });
}

describe('HandoffPage', () => {
  it('shows the saved settings, with the webhook secret to copy', async () => {
    renderHandoff();
    expect(await screen.findByRole('switch', { name: 'Enable handoff' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Europe/Paris');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByLabelText('Webhook secret')).toHaveValue('whsec_123');
    expect(screen.getByRole('button', { name: 'Copy webhook secret' })).toBeInTheDocument();
  });

  it('checks the fields with the API schema and saves what was typed', async () => {
    const { user, calls } = renderHandoff({
      'PUT /api/v1/handoff-settings': ({ body }: { body: object }) => ({
        body: { ...body, webhookSecret: 'whsec_123' },
      }),
    });
    const keywords = await screen.findByRole('textbox', { name: 'Keywords' });
    const away = screen.getByRole('textbox', { name: 'Away message' });
    await user.clear(away);
    await user.clear(screen.getByRole('textbox', { name: 'Webhook URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Away message is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid URL.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(away, 'We are away.');
    await user.clear(screen.getByRole('textbox', { name: 'Webhook URL' }));
    await user.type(keywords, 'refund, complaint ,lawyer');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await user.type(screen.getByLabelText('Holiday 1'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await toastWith('Handoff Settings Saved');
    const body = calls.find((call) => call.method === 'PUT')?.body;
    expect(body).toEqual({
      ...defaultHandoffSettings,
      triggers: { keywords: ['refund', 'complaint', 'lawyer'], noAnswerInARow: 2 },
      awayMessage: 'We are away.',
      timezone: 'Europe/Paris',
      hours: [
        { day: 'monday', start: '09:00', end: '17:00' },
        { day: 'saturday', start: '09:00', end: '17:00' },
      ],
      holidays: ['2026-12-25'],
      webhookUrl: null,
    });
  });

  it('says when a day closes before it opens', async () => {
    const { user, calls } = renderHandoff();
    const closes = await screen.findByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The closing time must be after the opening time.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a viewer the settings with every field and Save off', async () => {
    renderHandoff({
      'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'viewer' } },
      [SETTINGS]: { body: { ...saved, webhookSecret: null } },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Enable handoff' })).toBeDisabled(),
    );
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByLabelText('Webhook secret')).not.toBeInTheDocument();
  });
});
